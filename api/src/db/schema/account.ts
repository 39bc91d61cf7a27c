import type { VerificationType } from "@mvpn/contract/constants";
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * A person's account. `email` is stored lower-cased and is null for an
 * anonymous signup that gave none; `password_hash` (argon2id, PHC string) is
 * null until a password is set (`is_password_set` 0). `contact_email` is the
 * email an anonymous signup gave when another account already owns it: shown
 * as the profile's email so that the answer does not tell the address has an
 * account (issue #18), never used to sign in, reset a password or send mail.
 */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email"),
    contactEmail: text("contact_email"),
    passwordHash: text("password_hash"),
    /** The language mails are written in (a locale code such as "en"). */
    locale: text("locale").notNull().default("en"),
    /** SPEC.md §3 "Invite": 30001 when the signup came from an invite link. */
    inviteType: integer("invite_type"),
    inviteCode: text("invite_code"),
    /** The IP address bound with web/user_ip/bind, or null. */
    boundIp: text("bound_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("users_email_key").on(table.email)],
);

export const REVOKE_REASONS = ["logout", "password_changed", "device_unbound"] as const;
export type RevokeReason = (typeof REVOKE_REASONS)[number];

/**
 * A signed-in session: one bearer token. Only the SHA-256 of the token is
 * kept, so a database leak does not hand out sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Hex SHA-256 of the token. */
    tokenHash: text("token_hash").notNull(),
    appType: smallint("app_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason").$type<RevokeReason>(),
  },
  (table) => [
    uniqueIndex("sessions_token_hash_key").on(table.tokenHash),
    index("sessions_user_id_idx").on(table.userId, table.appType),
  ],
);

/**
 * The apps a user is signed in with: one row per (user, application type),
 * refreshed at each login and, at most every few minutes, on use. Unbinding
 * one revokes the sessions of that application type.
 */
export const devices = pgTable(
  "devices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appType: smallint("app_type").notNull(),
    osName: text("os_name").notNull().default(""),
    osVersion: text("os_version").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("devices_user_app_type_key").on(table.userId, table.appType)],
);

/** What a verification code is for: reset_password or set_password (the contract's list). */
export type { VerificationType };

/**
 * A 6-digit code mailed by verification/request, valid 30 minutes, single
 * use, with a bounded number of wrong guesses. Only its SHA-256 is kept.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<VerificationType>().notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [
    index("verification_codes_user_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.usedAt} is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type DeviceRow = typeof devices.$inferSelect;
