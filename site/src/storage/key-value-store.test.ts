// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgivingStore, localStore } from "./key-value-store";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("given web storage that throws (Safari private mode, a full quota)", () => {
  it("should keep values in memory for the page's life instead of throwing", () => {
    const broken = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    } as unknown as Storage;
    const store = forgivingStore(() => broken);

    expect(() => store.setItem("k", "v")).not.toThrow();
    expect(store.getItem("k")).toBe("v");
    expect(() => store.removeItem("k")).not.toThrow();
    expect(store.getItem("k")).toBeNull();
  });

  it("should read what could not be written when the storage refuses only writes", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    localStore.setItem("front_id", "x");
    expect(localStore.getItem("front_id")).toBe("x");
  });
});

describe("given working web storage", () => {
  it("should read and write window.localStorage itself", () => {
    localStore.setItem("accpeted-cookies", "true");
    expect(localStorage.getItem("accpeted-cookies")).toBe("true");
  });
});
