// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createExpiringStorage, localStore, sessionStore } from "./expiring-storage";
import { forgivingStore } from "./key-value-store";

const HOUR = 60 * 60 * 1000;

describe("given the storage helper (SPEC.md §5: values that carry an expiry are removed when read after it)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-16T09:00:00"));
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should return a value stored with an expiry until the expiry is reached", () => {
    localStore.set("banner", { closed: true }, { ttlMs: HOUR });
    vi.advanceTimersByTime(HOUR);
    expect(localStore.get("banner")).toEqual({ closed: true });
    expect(localStorage.getItem("banner")).not.toBeNull();
  });

  it("should remove the value from local storage when it is read after its expiry", () => {
    localStore.set("banner", { closed: true }, { ttlMs: HOUR });
    vi.advanceTimersByTime(HOUR + 1);
    expect(localStore.get("banner")).toBeNull();
    expect(localStorage.getItem("banner")).toBeNull();
  });

  it("should keep a value stored without an expiry however long ago it was stored", () => {
    localStore.set("userMessage", { country: "Germany" });
    vi.advanceTimersByTime(365 * 24 * HOUR);
    expect(localStore.get("userMessage")).toEqual({ country: "Germany" });
  });

  it("should not mistake a stored object with a `value` field for an expiring one", () => {
    localStore.set("form", { value: 3, expires: 1 });
    vi.advanceTimersByTime(HOUR);
    expect(localStore.get("form")).toEqual({ value: 3, expires: 1 });
  });

  it("should read a bare string that another script stored without JSON", () => {
    localStorage.setItem("front_id", "3f1e8a5c-0000-4000-8000-000000000000");
    expect(localStore.get("front_id")).toBe("3f1e8a5c-0000-4000-8000-000000000000");
  });

  it("should apply the same expiry rule to session storage", () => {
    sessionStore.set("flag", "on", { ttlMs: 1000 });
    vi.advanceTimersByTime(1001);
    expect(sessionStore.get("flag")).toBeNull();
    expect(sessionStorage.getItem("flag")).toBeNull();
  });

  it("should not throw when the browser refuses storage, and keep the value for the page's life", () => {
    const refusing = createExpiringStorage(
      forgivingStore(() => {
        throw new DOMException("denied", "SecurityError");
      }),
    );
    expect(refusing.get("a")).toBeNull();
    expect(() => refusing.set("a", 1, { ttlMs: HOUR })).not.toThrow();
    expect(refusing.get("a")).toBe(1);
    vi.advanceTimersByTime(HOUR + 1);
    expect(refusing.get("a")).toBeNull();
    expect(() => refusing.remove("a")).not.toThrow();
  });
});
