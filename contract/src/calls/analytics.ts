import { z } from "zod";
import { MAX_EVENTS_PER_REQUEST } from "../constants/analytics";
import { ENDPOINTS } from "../constants/calls";
import { defineCall } from "./call";

const short = (max: number) => z.string().max(max);
const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/**
 * One analytics event (SPEC.md §3 "Analytics event"). Every field is bounded;
 * fields the schema does not know are dropped (zod strips them), so a client
 * cannot make the api store arbitrary data. Only event_name is required.
 */
export const analyticsEventSchema = z
  .object({
    event_name: z.string().trim().min(1).max(100),
    event_datetime: short(40).optional(),
    event_timestamp: z
      .union([
        z.number().int().min(0).max(1e14),
        z
          .string()
          .regex(/^\d{1,14}$/)
          .transform(Number),
      ])
      .optional(),
    event_params: z
      .array(z.object({ key: short(100), value: scalar }))
      .max(50)
      .optional(),
    front_id: short(64).optional(),
    user_properties: z
      .object({
        channel: short(64).optional(),
        cpsType: short(32).optional(),
        cpsCookie: short(256).optional(),
        hab: short(256).optional(),
        pab: short(256).optional(),
        utm_campaign: short(256).optional(),
        utm_medium: short(256).optional(),
        utm_source: short(256).optional(),
        utm_term: short(256).optional(),
        utm_content: short(256).optional(),
      })
      .optional(),
    language: short(16).optional(),
    device: z
      .union([
        short(200),
        z.object({
          os_name: short(64).optional(),
          os_version: short(64).optional(),
          isIos: z.boolean().optional(),
        }),
      ])
      .optional(),
    country: short(100).optional(),
    country_code: short(8).optional(),
    app_name: short(64).optional(),
    ip: short(64).optional(),
    app_type: z.union([z.number().int(), short(8)]).optional(),
    app_info: z.union([short(1000), z.record(short(64), scalar)]).optional(),
  })
  .meta({
    id: "AnalyticsEvent",
    examples: [
      {
        event_name: "page_view",
        event_datetime: "2026-11-18T09:30:00.000+01:00",
        event_timestamp: 1_763_454_600_000,
        event_params: [{ key: "page", value: "/pricing" }],
        front_id: "5f0c6a1e-9b7d-4c2a-8e3f-1d4b6a9c0e2f",
        user_properties: { channel: "cj", cpsType: "cj", cpsCookie: "cj-1a2b3c" },
        language: "de",
        device: { os_name: "Windows", os_version: "10", isIos: false },
        country: "Germany",
        country_code: "DE",
        app_name: "Web_Master",
        ip: "203.0.113.9",
        app_type: 501,
        app_info: { page: "/de/pricing" },
      },
    ],
  });
/** An event as a client sends it (SPEC.md §3): every field but event_name optional. */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
/** An event as the api stores it. */
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** SPEC.md §7: events are sent wrapped as { user_id (the front_id), events }. */
export const analyticsBatchSchema = z
  .object({
    user_id: z.string().trim().min(1).max(64).describe("The front_id of the browser."),
    events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST),
  })
  .meta({
    examples: [
      {
        user_id: "5f0c6a1e-9b7d-4c2a-8e3f-1d4b6a9c0e2f",
        events: [
          { event_name: "page_view", event_timestamp: 1_763_454_600_000, app_type: 501 },
          { event_name: "click_buy", event_params: [{ key: "plan_id", value: 2 }] },
        ],
      },
    ],
  });
export type AnalyticsBatch = z.input<typeof analyticsBatchSchema>;

export const analyticsEventsCall = defineCall(ENDPOINTS.analyticsEvents, {
  body: analyticsBatchSchema,
  response: z
    .object({
      accepted: z.number().int().describe("Events stored."),
      dropped: z.number().int().describe("Events over the daily cap: counted, not stored."),
    })
    .meta({ examples: [{ accepted: 12, dropped: 0 }] }),
});
