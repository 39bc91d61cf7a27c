// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { geo, loadGeo, restoreGeo } from "./geo";

const GERMANY = { user_ip: "203.0.113.9", country: "Germany", country_code: "DE" };

describe("given the geo store (SPEC.md §3 Geo info)", () => {
  beforeEach(() => {
    localStorage.clear();
    geo.userMessage = null;
  });

  it("should keep the fetched geo info in state and in local storage as userMessage", async () => {
    await expect(loadGeo(async () => GERMANY)).resolves.toEqual(GERMANY);
    expect(geo.userMessage).toEqual(GERMANY);
    expect(JSON.parse(localStorage.getItem("userMessage") ?? "null")).toEqual(GERMANY);
  });

  it("should return null and store nothing when the geo fetch fails (SPEC.md §8)", async () => {
    await expect(loadGeo(() => Promise.reject(new Error("offline")))).resolves.toBeNull();
    expect(geo.userMessage).toBeNull();
    expect(localStorage.getItem("userMessage")).toBeNull();
  });

  it("should restore userMessage from local storage", () => {
    localStorage.setItem("userMessage", JSON.stringify(GERMANY));
    restoreGeo();
    expect(geo.userMessage).toEqual(GERMANY);
  });
});
