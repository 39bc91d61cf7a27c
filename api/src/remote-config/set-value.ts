import { REMOTE_CONFIG_KEYS } from "@mvpn/contract/constants";
import { sql } from "drizzle-orm";
import type { AppDb } from "../db/database.js";
import { remoteConfig } from "../db/schema/index.js";

/** Thrown with a sentence for the operator. */
export class RemoteConfigError extends Error {}

/** Most a value may be: the whole config is sent to every visitor. */
export const MAX_REMOTE_CONFIG_BYTES = 64 * 1024;

/**
 * Checks and stores one remote config value (the operator's update path; the
 * api has no public write endpoint). The value must be JSON; it is stored
 * re-serialised, so what the site parses is exactly what was checked.
 */
export async function setRemoteConfigValue(
  db: AppDb,
  key: string,
  jsonText: string,
): Promise<string> {
  if (!(REMOTE_CONFIG_KEYS as readonly string[]).includes(key)) {
    throw new RemoteConfigError(
      `Unknown key "${key}": use one of ${REMOTE_CONFIG_KEYS.join(", ")}.`,
    );
  }
  if (Buffer.byteLength(jsonText) > MAX_REMOTE_CONFIG_BYTES) {
    throw new RemoteConfigError(`The value is larger than ${MAX_REMOTE_CONFIG_BYTES / 1024} KiB.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(jsonText);
  } catch (error) {
    throw new RemoteConfigError(`The value is not valid JSON: ${(error as Error).message}`);
  }
  const value = JSON.stringify(parsed);
  await db
    .insert(remoteConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: remoteConfig.key, set: { value, updatedAt: sql`now()` } });
  return value;
}
