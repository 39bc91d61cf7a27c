import type { AnalyticsEvent } from "@mvpn/contract";
import { sql } from "drizzle-orm";
import type { AppDb } from "../db/database.js";

/** One row of analytics_events, as the buffer collects them. */
export interface AnalyticsRow {
  user_id: string;
  event_name: string;
  event_timestamp: number | null;
  app_type: number;
  client_ip: string;
  event: AnalyticsEvent;
}

/**
 * Inserts rows in one statement with one parameter: the rows as a JSON
 * array, unpacked by jsonb_to_recordset on the server. Cheaper than
 * thousands of bound parameters, and no limit on parameters per statement.
 * One statement is one transaction: a batch is stored whole or not at all.
 */
export async function insertAnalyticsRows(db: AppDb, rows: AnalyticsRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into analytics_events (user_id, event_name, event_timestamp, app_type, client_ip, event)
    select user_id, event_name, event_timestamp, app_type, client_ip, event
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(user_id text, event_name text, event_timestamp bigint, app_type smallint, client_ip text, event jsonb)
  `);
}
