import type { AnalyticsBatch } from "@mvpn/contract";
import { ENDPOINTS, MAX_EVENTS_PER_REQUEST, MMS_PREFIX } from "@mvpn/contract/constants";
import { apiHeaders } from "../api/request-headers";
import type { AnalyticsEvent } from "./analytics-event";

/** SPEC.md §7 "Support and reporting": the ingestion call (docs/api.md). */
export const ANALYTICS_PATH = `${MMS_PREFIX}${ENDPOINTS.analyticsEvents.path}`;

/** docs/api.md: the api takes at most 100 events per request (the contract's limit). */
export { MAX_EVENTS_PER_REQUEST };

/** Browsers refuse a keepalive request whose body passes 64 KiB. */
export const KEEPALIVE_BODY_LIMIT = 64 * 1024;

export interface SendAnalyticsOptions {
  /** The api's origin; "" sends to the page's own origin. */
  apiBase?: string;
  fetch?: typeof fetch;
}

/**
 * Posts events as `{ user_id: front_id, events }` (SPEC.md §3), at most 100 a
 * request. `keepalive` lets a request outlive the page, so events sent at
 * page exit arrive; `sendBeacon` would too but cannot carry the headers of
 * every call, X-App-Type and the bearer token (SPEC.md §7, docs/tracking.md). Analytics never
 * breaks the page: failures are swallowed and the answer is not read.
 */
export async function sendAnalytics(
  frontId: string,
  events: readonly AnalyticsEvent[],
  { apiBase = "", fetch: send = globalThis.fetch }: SendAnalyticsOptions = {},
): Promise<void> {
  const requests: Promise<unknown>[] = [];
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_REQUEST) {
    const batch: AnalyticsBatch = {
      user_id: frontId,
      events: events.slice(start, start + MAX_EVENTS_PER_REQUEST),
    };
    const body = JSON.stringify(batch);
    requests.push(
      send(`${apiBase}${ANALYTICS_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...apiHeaders() },
        body,
        keepalive: new Blob([body]).size <= KEEPALIVE_BODY_LIMIT,
      }).catch(() => undefined),
    );
  }
  await Promise.all(requests);
}
