import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Mail the api would have sent when no SMTP server is configured (SMTP_URL
 * unset): development and tests read it here, and /dev/outbox shows it.
 */
export const outbox = pgTable("outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  /** Which template made it ("verification", "contact_notification"), for tests and tools. */
  template: text("template").notNull(),
  locale: text("locale").notNull().default("en"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
