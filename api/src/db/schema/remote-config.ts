import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Remote configuration served to the site when no Firebase project is set up
 * (offline, tests): one JSON string per key, `{}` meaning "nothing configured".
 * The keys are those of SPEC.md §7 (see REMOTE_CONFIG_KEYS in db/seed.ts).
 */
export const remoteConfig = pgTable("remote_config", {
  key: text("key").primaryKey(),
  value: text("value").notNull().default("{}"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RemoteConfigRow = typeof remoteConfig.$inferSelect;
