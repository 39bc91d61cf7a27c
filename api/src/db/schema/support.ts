import { integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Messages sent through report/v1/contact_us. */
export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull(),
  name: text("name").notNull().default(""),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  category: text("category").notNull().default(""),
  appType: smallint("app_type").notNull(),
  ip: text("ip").notNull(),
  userId: integer("user_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
