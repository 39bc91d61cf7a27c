import { analyticsEventsCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import type { AnalyticsRow } from "../../analytics/store.js";
import { fromContract, plainRoute } from "../mount.js";

/** The analytics route's body limit (the others have 64 KiB). */
export const ANALYTICS_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/mms/analytics/v1/events: `{ user_id, events: [...] }` (SPEC.md
 * §7). Validated and bounded (≤ 100 events, ≤ 256 KiB), rate limited per IP
 * and per browser (429), capped per browser and per IP and day (over the
 * cap: dropped and counted, not stored), then written in batches; the answer
 * comes once the stored events are committed (see analytics/event-buffer.ts
 * for the guarantee).
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  // Created with the app's services (services.ts), which flush it on close before the database closes.
  const buffer = app.analyticsBuffer;
  const quota = app.analyticsQuota;

  plainRoute(app, {
    ...fromContract(analyticsEventsCall),
    summary: "Record analytics events",
    description:
      "Rate limited per IP (analyticsPerIp) and per user_id (analyticsPerClient). Events past the daily caps per user_id and per IP are acknowledged but not stored: `accepted` counts the stored ones, `dropped` the others.",
    tags: ["analytics"],
    bodyLimit: ANALYTICS_BODY_LIMIT,
    rateLimits: [
      { name: "analyticsPerIp", key: "ip" },
      { name: "analyticsPerClient", key: (request) => request.body.user_id },
    ],
    async handler(request) {
      const { user_id: userId, events } = request.body;
      const admitted = await quota.admit(
        { frontId: userId, ip: request.ip },
        events.length,
        request.log,
      );
      const rows: AnalyticsRow[] = events.slice(0, admitted).map((event) => ({
        user_id: userId,
        event_name: event.event_name,
        event_timestamp: event.event_timestamp ?? null,
        app_type: request.appType,
        client_ip: request.ip,
        event,
      }));
      await buffer.add(rows);
      return { accepted: rows.length, dropped: events.length - rows.length };
    },
  });
}
