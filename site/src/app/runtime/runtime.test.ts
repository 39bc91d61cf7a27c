import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES_GONE } from "../../i18n/messages-path";
import {
  BUILD_CHECK_FIRST_DELAY_MS,
  BUILD_CHECK_INTERVAL_MS,
  BUILD_MANIFEST_PATH,
  startBuildCheck,
} from "./build-check";
import { CHUNK_RELOAD_WINDOW_MS, isChunkLoadError, shouldReloadForChunkError } from "./chunk-guard";
import { COMPAT_RELOAD_KEY, shouldCompatReload } from "./compat-reload";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

describe("given SPEC.md §2's compatibility mode", () => {
  it("should reload once per session for a path outside the known routes, then stop", () => {
    const storage = memoryStorage();
    expect(shouldCompatReload(storage)).toBe(true);
    expect(storage.getItem(COMPAT_RELOAD_KEY)).toBe("1");
    expect(shouldCompatReload(storage)).toBe(false);
    expect(shouldCompatReload(storage)).toBe(false);
  });

  it("should never reload when session storage is blocked (no flag, no loop)", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(shouldCompatReload(blocked)).toBe(false);
  });
});

describe("given SPEC.md §4's chunk-failure guard (10 s, §9)", () => {
  it("should allow one reload per path within 10 s", () => {
    const storage = memoryStorage();
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(10_000);
    expect(shouldReloadForChunkError("/pricing", 1_000, storage)).toBe(true);
    expect(shouldReloadForChunkError("/pricing", 1_000 + 9_999, storage)).toBe(false);
  });

  it("should allow another reload of the same path once 10 s have passed", () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError("/pricing", 0, storage)).toBe(true);
    expect(shouldReloadForChunkError("/pricing", 10_000, storage)).toBe(true);
  });

  it("should allow a reload for a different path at once", () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError("/pricing", 0, storage)).toBe(true);
    expect(shouldReloadForChunkError("/de/pricing", 5, storage)).toBe(true);
  });

  it("should recognise the browsers' failed dynamic import messages", () => {
    expect(
      isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    // A page's message catalogs gone with its build (src/i18n/catalogs.ts) count as a chunk.
    expect(isChunkLoadError(new Error(`${MESSAGES_GONE}: pricing`))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});

describe("given SPEC.md §4's build check (first after 1 s, §9)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("should make the first check after exactly 1 s, with a timestamp query", async () => {
    const fetchJson = vi.fn().mockResolvedValue({ id: "build-a" });
    startBuildCheck({ currentId: "build-a", onNewBuild: vi.fn(), fetchJson });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_FIRST_DELAY_MS - 1);
    expect(fetchJson).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(BUILD_CHECK_FIRST_DELAY_MS).toBe(1000);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledWith(
      `${BUILD_MANIFEST_PATH}?t=${Date.parse("2026-11-22T10:00:01Z")}`,
    );
  });

  it("should keep polling while the build is the same, and offer the reload once when it changes", async () => {
    const fetchJson = vi
      .fn()
      .mockResolvedValueOnce({ id: "build-a" })
      .mockResolvedValueOnce({ id: "build-a" })
      .mockResolvedValue({ id: "build-b" });
    const onNewBuild = vi.fn();
    startBuildCheck({ currentId: "build-a", onNewBuild, fetchJson });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_FIRST_DELAY_MS + 2 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchJson).toHaveBeenCalledTimes(3);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith("build-b");
    await vi.advanceTimersByTimeAsync(5 * BUILD_CHECK_INTERVAL_MS);
    expect(fetchJson).toHaveBeenCalledTimes(3);
  });

  it("should try again at the next interval after a network failure", async () => {
    const fetchJson = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ id: "build-b" });
    const onNewBuild = vi.fn();
    startBuildCheck({ currentId: "build-a", onNewBuild, fetchJson });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_FIRST_DELAY_MS);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledWith("build-b");
  });

  it("should stop polling when stopped", async () => {
    const fetchJson = vi.fn().mockResolvedValue({ id: "build-a" });
    const stop = startBuildCheck({ currentId: "build-a", onNewBuild: vi.fn(), fetchJson });
    stop();
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_FIRST_DELAY_MS + BUILD_CHECK_INTERVAL_MS);
    expect(fetchJson).not.toHaveBeenCalled();
  });
});
