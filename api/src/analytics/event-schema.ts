import { z } from "zod";

/** At most this many events per request. */
export const MAX_EVENTS_PER_REQUEST = 100;
/** The analytics route's body limit (the others have 64 KiB). */
export const ANALYTICS_BODY_LIMIT = 256 * 1024;

const short = (max: number) => z.string().max(max);
const scalar = z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]);

/**
 * One analytics event (SPEC.md §3 "Analytics event"). Every field is bounded;
 * fields the schema does not know are dropped (zod strips them), so a client
 * cannot make us store arbitrary data. Only event_name is required.
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
  .meta({ id: "AnalyticsEvent" });

export const analyticsBatchSchema = z.object({
  user_id: z.string().trim().min(1).max(64).describe("The front_id of the browser."),
  events: z.array(analyticsEventSchema).min(1).max(MAX_EVENTS_PER_REQUEST),
});

export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
