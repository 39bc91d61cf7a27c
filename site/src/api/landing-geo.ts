import { ENDPOINTS } from "@mvpn/contract/constants";
import type { GeoInfo } from "../state/geo";
import { apiBaseUrl } from "./config";
import { isEnvelope, mms } from "./envelope";
import { apiHeaders } from "./request-headers";

export interface LandingGeoOptions {
  /** SPEC.md §7: `Authorization: Bearer {token}` when a token exists. */
  token: string | null;
  apiBase?: string;
  fetch?: typeof fetch;
}

/**
 * SPEC.md §7 `POST account/v1/geo_info` with an empty body, as the page lands
 * (ADR 0024): with the browser's fetch, because the site's api client
 * (axios, its error table and bot protection) is loaded with the first call a
 * visitor makes, and a visitor who only reads makes none. The same headers
 * as every call (./request-headers.ts, shared with the client); SPEC.md §8 "Geo fetch failure: null returned", so any
 * failure, a non-2xx status or an answer that is no envelope, is null.
 */
export async function fetchLandingGeo({
  token,
  apiBase = apiBaseUrl(),
  fetch: send = globalThis.fetch,
}: LandingGeoOptions): Promise<GeoInfo | null> {
  try {
    const response = await send(`${apiBase}${mms(ENDPOINTS.geoInfo.path)}`, {
      method: "POST",
      headers: apiHeaders(token, { method: "POST", hasBody: false }),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (!isEnvelope(body) || body.code !== 0 || typeof body.data !== "object" || body.data === null)
      return null;
    return body.data as GeoInfo;
  } catch {
    return null;
  }
}
