import { bigint, index, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Analytics events (SPEC.md §3 "Analytics event"), written in batches. The
 * fields a query filters on have columns; the whole validated event is kept
 * in `event` too, so nothing the client sent within the schema is lost.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** The front_id the events were sent under ({ user_id, events }). */
    userId: text("user_id").notNull(),
    eventName: text("event_name").notNull(),
    eventTimestamp: bigint("event_timestamp", { mode: "number" }),
    appType: smallint("app_type").notNull(),
    /** The caller's address as the api saw it (not the event's own `ip`). */
    clientIp: text("client_ip").notNull(),
    event: jsonb("event").notNull(),
  },
  (table) => [
    index("analytics_events_received_at_idx").on(table.receivedAt),
    index("analytics_events_name_idx").on(table.eventName, table.receivedAt),
  ],
);
