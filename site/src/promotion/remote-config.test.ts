import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RemoteConfigSource } from "./firebase-source";
import { createRemoteConfig, remoteConfigSource } from "./remote-config";
import {
  REMOTE_CONFIG_DEFAULTS,
  REMOTE_CONFIG_MAX_TRIES,
  REMOTE_CONFIG_POLL_MS,
  REMOTE_CONFIG_TIMEOUT_MESSAGE,
  type RemoteConfigValues,
} from "./remote-config-values";

const LOADED: RemoteConfigValues = {
  ...REMOTE_CONFIG_DEFAULTS,
  promotion: '{"startTime":"2026-11-27T00:00:00","endTime":"2026-12-01T00:00:00"}',
};

/** A source that answers when the test says so. */
function pendingSource() {
  let answer: (values: RemoteConfigValues) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<RemoteConfigValues>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  const source: RemoteConfigSource = { load };
  return {
    source,
    load,
    answer: (v: RemoteConfigValues) => answer(v),
    fail: (e: Error) => fail(e),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("given SPEC.md §9 'Promotion config poll 200 ms, up to 50 tries'", () => {
  it("should poll every 200 ms, 50 times, and fail with §8's message", () => {
    expect(REMOTE_CONFIG_POLL_MS).toBe(200);
    expect(REMOTE_CONFIG_MAX_TRIES).toBe(50);
    expect(REMOTE_CONFIG_TIMEOUT_MESSAGE).toBe("load remoteConfig timeout");
  });

  it("should answer a reader at once when the config is loaded", async () => {
    const remote = createRemoteConfig({ load: async () => LOADED });
    remote.start();
    await vi.advanceTimersByTimeAsync(0);
    await expect(remote.read("promotion")).resolves.toBe(LOADED.promotion);
  });

  it("should answer a reader at the first poll after the config arrives", async () => {
    const { source, answer } = pendingSource();
    const remote = createRemoteConfig(source);
    remote.start();
    const read = remote.read("promotion");
    let value: string | undefined;
    void read.then((v) => {
      value = v;
    });

    await vi.advanceTimersByTimeAsync(1000);
    answer(LOADED);
    await vi.advanceTimersByTimeAsync(199);
    expect(value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(value).toBe(LOADED.promotion);
  });

  it("should fail with 'load remoteConfig timeout' after 50 polls without a config", async () => {
    const { source } = pendingSource();
    const remote = createRemoteConfig(source);
    remote.start();
    const read = remote.read("promotion_l10n");
    let error: Error | undefined;
    read.catch((e: Error) => {
      error = e;
    });

    // The first poll is at once, the 50th 49 × 200 ms later.
    await vi.advanceTimersByTimeAsync(49 * 200 - 1);
    expect(error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(error?.message).toBe("load remoteConfig timeout");
  });

  it("should give the defaults ('{}') when the source fails, not a timeout", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { source, fail } = pendingSource();
    const remote = createRemoteConfig(source);
    remote.start();
    fail(new Error("offline"));

    const read = remote.read("promotion");
    await vi.advanceTimersByTimeAsync(REMOTE_CONFIG_POLL_MS);

    await expect(read).resolves.toBe("{}");
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it("should load once at start-up however often start is called", () => {
    const { source, load } = pendingSource();
    const remote = createRemoteConfig(source);
    remote.start();
    remote.start();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("given which backend is configured (ARCHITECTURE.md 'Remote config')", () => {
  it("should read the api's config when no Firebase project is configured", async () => {
    const remoteConfig = vi.fn(async () => LOADED);
    const values = await remoteConfigSource({}, { calls: async () => ({ remoteConfig }) }).load();
    expect(values).toEqual(LOADED);
    expect(remoteConfig).toHaveBeenCalledTimes(1);
  });
});
