import { describe, expect, it } from "vitest";
import { EMPTY_TOOLS_CONFIG } from "../tools-config";
import { lookupIp } from "./lookup";

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe("given the IP lookup (issue #15 /what-is-my-ip, SPEC.md §7 geo_info)", () => {
  it("should show the address and family the api saw, and say the other family is not set up", async () => {
    const result = await lookupIp({
      geoInfo: async () => ({ user_ip: "127.0.0.1", country: "", country_code: "" }),
      config: EMPTY_TOOLS_CONFIG,
    });
    expect(result).toEqual({
      ip: "127.0.0.1",
      family: "ipv4",
      countryCode: "",
      other: { state: "not-configured", family: "ipv6" },
    });
  });

  it("should ask the api's IPv6-only origin for the other address", async () => {
    const asked: string[] = [];
    const result = await lookupIp({
      geoInfo: async () => ({
        user_ip: "81.2.69.160",
        country: "United Kingdom",
        country_code: "GB",
      }),
      config: { ...EMPTY_TOOLS_CONFIG, ipv6Url: "https://ipv6.mvpn.example" },
      fetcher: (url) => {
        asked.push(String(url));
        return json({ ip: "2a00:1450:4001:80b::200e", family: "ipv6" });
      },
    });
    expect(asked).toEqual(["https://ipv6.mvpn.example/api/tools/ip"]);
    expect(result?.other).toEqual({
      state: "found",
      family: "ipv6",
      ip: "2a00:1450:4001:80b::200e",
    });
    expect(result?.countryCode).toBe("GB");
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a 502", () => json({}, 502)],
    ["an answer over the wrong family", () => json({ ip: "2a00:1450:4001:80b::1" })],
  ])("should call the other family unreachable on %s", async (_name, fetcher) => {
    const result = await lookupIp({
      geoInfo: async () => ({ user_ip: "2a00:1450:4001:80b::200e", country: "", country_code: "" }),
      config: { ...EMPTY_TOOLS_CONFIG, ipv4Url: "https://ipv4.mvpn.example" },
      fetcher: fetcher as typeof fetch,
    });
    expect(result?.other).toEqual({ state: "unreachable", family: "ipv4" });
  });

  it("should give null when geo_info fails (SPEC.md §8), so the page words the failure", async () => {
    await expect(
      lookupIp({ geoInfo: async () => null, config: EMPTY_TOOLS_CONFIG }),
    ).resolves.toBeNull();
    await expect(
      lookupIp({
        geoInfo: () => Promise.reject(new Error("500")),
        config: EMPTY_TOOLS_CONFIG,
      }),
    ).resolves.toBeNull();
  });
});
