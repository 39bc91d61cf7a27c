import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ANALYTICS_BODY_LIMIT, analyticsBatchSchema } from "../../analytics/event-schema.js";
import type { AnalyticsRow } from "../../analytics/store.js";
import { plainRoute } from "../mount.js";

/**
 * POST /api/mms/analytics/v1/events: `{ user_id, events: [...] }` (SPEC.md
 * §7). Validated and bounded (≤ 100 events, ≤ 256 KiB), then written in
 * batches; the answer comes once the events are committed (see
 * analytics/event-buffer.ts for the guarantee).
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  // Created with the app's services (services.ts), which flush it on close before the database closes.
  const buffer = app.analyticsBuffer;

  plainRoute(app, {
    method: "POST",
    path: "analytics/v1/events",
    summary: "Record analytics events",
    tags: ["analytics"],
    bodyLimit: ANALYTICS_BODY_LIMIT,
    schema: {
      body: analyticsBatchSchema,
      response: z.object({ accepted: z.number().int().describe("Events stored.") }),
    },
    async handler(request) {
      const { user_id: userId, events } = request.body;
      const rows: AnalyticsRow[] = events.map((event) => ({
        user_id: userId,
        event_name: event.event_name,
        event_timestamp: event.event_timestamp ?? null,
        app_type: request.appType,
        client_ip: request.ip,
        event,
      }));
      await buffer.add(rows);
      return { accepted: rows.length };
    },
  });
}
