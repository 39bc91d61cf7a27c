import type { AxiosAdapter, InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { currentToken, session } from "../state/session";
import { lookupIp } from "../tools/ip-lookup/lookup";
import { loadToolsConfig } from "../tools/tools-config";
import { sendAnalytics } from "../tracking/send-analytics";
import { createApiClient } from "./client";
import { fetchLandingGeo } from "./landing-geo";

/**
 * SPEC.md §7: "Every call carries the header X-App-Type with value 501. It
 * also carries Authorization: Bearer {token} when a token exists." Read at the
 * fetch boundary of every way the site calls its api: what would go on the wire.
 */
type Sent = { url: string; headers: Record<string, string> };

/** A fetch that records each request's headers and answers `body`. */
function recordingFetch(sent: Sent[], body: unknown): typeof fetch {
  return async (input, init) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    sent.push({ url: String(input), headers });
    return new Response(JSON.stringify(body), { status: 200 });
  };
}

const ENVELOPE = { code: 0, message: "ok", data: {} };
const GEO = { user_ip: "203.0.113.9", country: "Germany", country_code: "DE" };

/** Every call the site makes with its own fetch or its axios client, one each. */
async function everyCall(): Promise<Sent[]> {
  const sent: Sent[] = [];
  await fetchLandingGeo({
    token: currentToken(),
    fetch: recordingFetch(sent, { ...ENVELOPE, data: GEO }),
  });
  await sendAnalytics("front", [{} as never], { fetch: recordingFetch(sent, ENVELOPE) });
  // The remote config goes through the api client (promotion/api-source.ts): the last call covers it.
  await loadToolsConfig(recordingFetch(sent, {}));
  await lookupIp({
    geoInfo: async () => GEO,
    config: { stunUrls: [], ipv4Url: null, ipv6Url: "https://ipv6.api.example" },
    fetcher: recordingFetch(sent, { ip: "2001:db8::1" }),
  });
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    sent.push({
      url: config.url ?? "",
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON()).map(([k, v]) => [k.toLowerCase(), String(v)]),
      ),
    });
    return { data: ENVELOPE, status: 200, statusText: "OK", headers: {}, config };
  };
  await createApiClient({ adapter }).get("/api/mms/account/v1/web/profile");
  return sent;
}

describe("given SPEC.md §7's headers on every call", () => {
  beforeEach(() => {
    session.token = null;
  });
  afterEach(() => {
    session.token = null;
  });

  it("should make each kind of call once (geo, analytics, tools config, tools ip, the client)", async () => {
    const urls = (await everyCall()).map((call) => call.url);
    expect(urls).toEqual([
      "/api/mms/account/v1/geo_info",
      "/api/mms/analytics/v1/events",
      "/api/tools/config",
      "https://ipv6.api.example/api/tools/ip",
      "/api/mms/account/v1/web/profile",
    ]);
  });

  it("given a token in state, should send X-App-Type: 501 and Authorization: Bearer {token} on each", async () => {
    session.token = "state-token";
    for (const call of await everyCall()) {
      expect(call.headers, call.url).toMatchObject({
        "x-app-type": "501",
        authorization: "Bearer state-token",
      });
    }
  });

  it("given no token, should send X-App-Type: 501 and no Authorization on each", async () => {
    for (const call of await everyCall()) {
      expect(call.headers["x-app-type"], call.url).toBe("501");
      expect(call.headers, call.url).not.toHaveProperty("authorization");
    }
  });
});
