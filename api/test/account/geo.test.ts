import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGeoLookup, type GeoLookup } from "../../src/geo/lookup.js";
import { BoundedCache } from "../../src/http/bounded-cache.js";
import { COMPRESSION_THRESHOLD_BYTES } from "../../src/http/compression.js";
import { ok } from "../../src/http/envelope.js";
import { startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";

const GEO = "/api/mms/account/v1/geo_info";

describe("given the geo lookup", () => {
  const fake = createGeoLookup({
    get: (ip: string) =>
      ({ "203.0.113.9": { country_code: "DE" }, "198.51.100.1": { country_code: "xx" } })[ip] ??
      null,
  });

  it("should name the country in English", () => {
    expect(fake.lookup("203.0.113.9")).toEqual({
      user_ip: "203.0.113.9",
      country: "Germany",
      country_code: "DE",
    });
  });

  it("should treat an address it does not know, or a record that is no country code, as unknown", () => {
    expect(fake.lookup("192.0.2.1")).toEqual({
      user_ip: "192.0.2.1",
      country: "",
      country_code: "",
    });
    expect(fake.lookup("198.51.100.1")).toEqual({
      user_ip: "198.51.100.1",
      country: "",
      country_code: "",
    });
    expect(fake.lookup("not an ip")).toEqual({
      user_ip: "not an ip",
      country: "",
      country_code: "",
    });
  });

  it("should answer, for the longest address and the longest country name, fewer bytes than are worth compressing", () => {
    // The route skips the compression hooks on that ground (smallAnswer in routes/mount.ts).
    const names = new Intl.DisplayNames("en", { type: "region", fallback: "code" });
    const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
    const longest = letters
      .flatMap((first) => letters.map((second) => names.of(first + second) ?? ""))
      .reduce((a, b) => (Buffer.byteLength(b) > Buffer.byteLength(a) ? b : a));
    expect(longest.length).toBeGreaterThan(30);
    const answer = ok({
      user_ip: "ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255",
      country: longest,
      country_code: "XX",
    });
    expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
  });

  it("should unwrap an IPv4 address written as IPv6", () => {
    expect(fake.lookup("::ffff:203.0.113.9").user_ip).toBe("203.0.113.9");
  });
});

describe("given a bounded cache of answers", () => {
  it("should keep at most its size, dropping the oldest entry first", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("a", 3);
    expect(cache.size).toBe(2);
    cache.set("c", 4);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 4]);
    expect(() => new BoundedCache(0)).toThrow();
  });
});

describe.each(databaseTargets)("given geo_info on $name", (target) => {
  describe.skipIf(!target.available)("over HTTP", () => {
    let direct: TestApi;
    let behindProxy: TestApi;
    let counted: TestApi;
    const lookups: string[] = [];

    beforeAll(async () => {
      direct = await startApi(target);
      behindProxy = await startApi(target, {
        env: { TRUST_PROXY: "loopback" },
        shareDatabaseWith: direct,
      });
      const real = direct.app.geo;
      const counting: GeoLookup = {
        lookup(ip) {
          lookups.push(ip);
          return real.lookup(ip);
        },
      };
      counted = await startApi(target, {
        env: { TRUST_PROXY: "loopback" },
        shareDatabaseWith: direct,
        deps: { geo: counting },
      });
    });

    afterAll(async () => {
      await counted?.close();
      await behindProxy?.close();
      await direct?.close();
    });

    it("should look an address up once and answer it again with the same bytes, each address its own", async () => {
      const asked = (ip: string) =>
        counted.call("POST", GEO, { headers: { "x-forwarded-for": ip } });
      const first = await asked("8.8.8.8");
      const again = await asked("8.8.8.8");
      const other = await asked("2001:4860:4860::8888");
      expect(lookups).toEqual(["8.8.8.8", "2001:4860:4860::8888"]);
      // The bytes the route's serializer made before answers were kept.
      expect(first.text).toBe(
        JSON.stringify(ok({ user_ip: "8.8.8.8", country: "United States", country_code: "US" })),
      );
      expect(again.text).toBe(first.text);
      expect(other.body).toMatchObject({ data: { user_ip: "2001:4860:4860::8888" } });
      for (const response of [first, again]) {
        expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      }
      expect(again.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    });

    it("should answer a loopback caller as unknown, not as an error", async () => {
      const response = await direct.call("POST", GEO);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        code: 0,
        message: "ok",
        data: { user_ip: "127.0.0.1", country: "", country_code: "" },
      });
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    });

    it("should accept an empty JSON body and an empty object", async () => {
      expect((await direct.call("POST", GEO, { rawBody: "" })).status).toBe(200);
      expect((await direct.call("POST", GEO, { body: {} })).status).toBe(200);
    });

    it("should ignore X-Forwarded-For from a peer that is not a trusted proxy", async () => {
      const response = await direct.call("POST", GEO, {
        headers: { "x-forwarded-for": "8.8.8.8" },
      });
      expect(response.body.data).toEqual({ user_ip: "127.0.0.1", country: "", country_code: "" });
    });

    it("should believe X-Forwarded-For from a trusted proxy and find the country", async () => {
      const response = await behindProxy.call("POST", GEO, {
        headers: { "x-forwarded-for": "8.8.8.8" },
      });
      expect(response.body.data).toEqual({
        user_ip: "8.8.8.8",
        country: "United States",
        country_code: "US",
      });
      const v6 = await behindProxy.call("POST", GEO, {
        headers: { "x-forwarded-for": "2001:4860:4860::8888" },
      });
      expect(v6.body.data).toMatchObject({ country_code: "US" });
    });

    it("should answer a private address behind the proxy as unknown", async () => {
      const response = await behindProxy.call("POST", GEO, {
        headers: { "x-forwarded-for": "10.1.2.3" },
      });
      expect(response.body.data).toEqual({ user_ip: "10.1.2.3", country: "", country_code: "" });
    });

    it("should require X-App-Type", async () => {
      expect((await direct.call("POST", GEO, { appType: null })).status).toBe(400);
    });
  });
});
