import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firebaseSource } from "./firebase-source";
import { REMOTE_CONFIG_DEFAULTS } from "./remote-config-values";

const sdk = vi.hoisted(() => {
  const remoteConfig = {
    settings: { fetchTimeoutMillis: 0, minimumFetchIntervalMillis: 0 },
    defaultConfig: {} as Record<string, string>,
  };
  return {
    remoteConfig,
    values: {} as Record<string, string>,
    isSupported: vi.fn(async () => true),
    fetchAndActivate: vi.fn(async () => true),
    initializeApp: vi.fn((_options: unknown) => ({ name: "[DEFAULT]" })),
  };
});

vi.mock("firebase/app", () => ({
  getApp: () => ({ name: "[DEFAULT]" }),
  getApps: () => [],
  initializeApp: sdk.initializeApp,
}));

vi.mock("firebase/remote-config", () => ({
  isSupported: sdk.isSupported,
  getRemoteConfig: () => sdk.remoteConfig,
  fetchAndActivate: sdk.fetchAndActivate,
  getString: (_config: unknown, key: string) =>
    sdk.values[key] ?? sdk.remoteConfig.defaultConfig[key] ?? "",
}));

const OPTIONS = { apiKey: "k", projectId: "p", appId: "a" };

beforeEach(() => {
  vi.clearAllMocks();
  sdk.values = {};
  sdk.isSupported.mockResolvedValue(true);
  sdk.fetchAndActivate.mockResolvedValue(true);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("given a Firebase project (SPEC.md §9 'remote config fetch timeout 60 s, minimum interval 12 h')", () => {
  it("should set a 60 s fetch timeout, a 12 h minimum interval and '{}' defaults", async () => {
    await firebaseSource(OPTIONS).load();

    expect(sdk.remoteConfig.settings).toEqual({
      fetchTimeoutMillis: 60_000,
      minimumFetchIntervalMillis: 43_200_000,
    });
    expect(sdk.remoteConfig.defaultConfig).toEqual(REMOTE_CONFIG_DEFAULTS);
    expect(sdk.initializeApp).toHaveBeenCalledWith(OPTIONS);
  });

  it("should answer the four strings once fetched and activated", async () => {
    sdk.values = { promotion: '{"startTime":1}', debug_promotion_l10n: '{"x":{}}' };
    await expect(firebaseSource(OPTIONS).load()).resolves.toEqual({
      promotion: '{"startTime":1}',
      promotion_l10n: "{}",
      debug_promotion: "{}",
      debug_promotion_l10n: '{"x":{}}',
    });
    expect(sdk.fetchAndActivate).toHaveBeenCalledTimes(1);
  });

  it("should answer the defaults when the fetch fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    sdk.fetchAndActivate.mockRejectedValue(new Error("remoteconfig/fetch-timeout"));
    await expect(firebaseSource(OPTIONS).load()).resolves.toEqual(REMOTE_CONFIG_DEFAULTS);
  });

  it("should answer the defaults in a browser Firebase does not support", async () => {
    sdk.isSupported.mockResolvedValue(false);
    await expect(firebaseSource(OPTIONS).load()).resolves.toEqual(REMOTE_CONFIG_DEFAULTS);
    expect(sdk.fetchAndActivate).not.toHaveBeenCalled();
  });
});

describe("given TOOLCHAIN.md 'Import it with import()'", () => {
  it("should import firebase nowhere with a static import in the site's sources", () => {
    const root = join(import.meta.dirname, "..");
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const staticImport = /^\s*import\s+(?!type\b)[^;]*?from\s+["']firebase(\/[^"']*)?["']/m;
    const offenders = files.filter((file) =>
      staticImport.test(readFileSync(join(root, file), "utf8")),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
