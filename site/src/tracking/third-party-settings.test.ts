import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startPerformanceMonitoring } from "./performance-monitoring";
import { THIRD_PARTY_SETTINGS } from "./third-party-settings";

const sdk = vi.hoisted(() => ({
  apps: [] as { name: string }[],
  initializeApp: vi.fn((_options: unknown) => ({ name: "[DEFAULT]" })),
  initializePerformance: vi.fn((_app: unknown, _settings: unknown) => ({})),
}));

vi.mock("firebase/app", () => ({
  getApp: () => sdk.apps[0],
  getApps: () => sdk.apps,
  initializeApp: sdk.initializeApp,
}));
vi.mock("firebase/performance", () => ({ initializePerformance: sdk.initializePerformance }));

/** The browser build of a Firebase package, the one Vite bundles into the site. */
function browserBuild(name: string): string {
  const main = createRequire(import.meta.url).resolve(name); // …/dist/index.cjs.js
  return readFileSync(join(dirname(main), "esm", "index.esm.js"), "utf8");
}

/** The number a `const NAME = n;` or `this.name = n;` of the SDK sets. */
function constant(source: string, pattern: RegExp): number {
  const match = source.match(pattern);
  if (!match?.[1]) throw new Error(`${pattern} is no longer in the SDK: read its changelog`);
  return Number(match[1]);
}

describe("given SPEC.md §9 'Performance config time-to-live 12 h, and log batches of up to 1000 entries with 3 retries'", () => {
  const performance = browserBuild("@firebase/performance");

  it("should ship a Performance Monitoring SDK whose config lives 12 h", () => {
    expect(constant(performance, /this\.configTimeToLive = (\d+);/)).toBe(
      THIRD_PARTY_SETTINGS.performance.configTimeToLiveHours,
    );
    expect(THIRD_PARTY_SETTINGS.performance.configTimeToLiveHours).toBe(12);
  });

  it("should ship one that sends at most 1000 log entries per batch and tries 3 times", () => {
    expect(constant(performance, /const MAX_EVENT_COUNT_PER_REQUEST = (\d+);/)).toBe(1000);
    expect(constant(performance, /const DEFAULT_REMAINING_TRIES = (\d+);/)).toBe(3);
    expect(THIRD_PARTY_SETTINGS.performance).toMatchObject({
      maxEntriesPerBatch: 1000,
      retries: 3,
    });
  });
});

describe("given SPEC.md §9 'Heartbeat retention 30 days, 1024 bytes per payload'", () => {
  const app = browserBuild("@firebase/app");

  it("should ship a Firebase app that keeps one heartbeat per day, 30 at most", () => {
    expect(app).toContain("Stores one record per date");
    expect(constant(app, /const MAX_NUM_STORED_HEARTBEATS = (\d+);/)).toBe(
      THIRD_PARTY_SETTINGS.heartbeat.retentionDays,
    );
    expect(THIRD_PARTY_SETTINGS.heartbeat.retentionDays).toBe(30);
  });

  it("should ship one whose heartbeat payload is at most 1024 bytes", () => {
    expect(constant(app, /const MAX_HEADER_BYTES = (\d+);/)).toBe(1024);
    expect(THIRD_PARTY_SETTINGS.heartbeat.maxPayloadBytes).toBe(1024);
  });
});

describe("given a Firebase project is configured", () => {
  const OPTIONS = { apiKey: "k", projectId: "p", appId: "a" };
  afterEach(() => {
    vi.clearAllMocks();
    vi.restoreAllMocks();
    sdk.apps = [];
  });

  it("should start performance monitoring on the default app (the SDK refuses any other)", async () => {
    await expect(startPerformanceMonitoring(OPTIONS)).resolves.toBe(true);
    expect(sdk.initializeApp).toHaveBeenCalledWith(OPTIONS);
    expect(sdk.initializePerformance).toHaveBeenCalledWith(
      { name: "[DEFAULT]" },
      { dataCollectionEnabled: true, instrumentationEnabled: true },
    );
  });

  it("should reuse the app remote config already created", async () => {
    sdk.apps = [{ name: "[DEFAULT]" }];
    await startPerformanceMonitoring(OPTIONS);
    expect(sdk.initializeApp).not.toHaveBeenCalled();
    expect(sdk.initializePerformance).toHaveBeenCalledTimes(1);
  });

  it("should warn and go on when the browser is not supported", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    sdk.initializePerformance.mockImplementationOnce(() => {
      throw new Error("performance/unsupported browser");
    });
    await expect(startPerformanceMonitoring(OPTIONS)).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith("performance monitoring: not started", expect.any(Error));
  });
});
