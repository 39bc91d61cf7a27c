import { SESSION_TAG_KEYS, type SessionTagKey } from "@mvpn/contract/constants";
import { type KeyValueStore, sessionStore } from "../storage/key-value-store";
import { parseUtm, UTM_STORAGE_KEY, type UtmData, utmFromQuery } from "./utm";

/** SPEC.md §3 "Session storage", saved from the query as they are (utm_tags is saved as JSON). */
export { SESSION_TAG_KEYS, type SessionTagKey };

export interface SessionTags extends Partial<Record<SessionTagKey, string>> {
  utm_tags: UtmData;
}

/**
 * Saves the tags the landing query carries into session storage (SPEC.md §3):
 * utm_tags, front_id, channel, hab, pab, iv_user_id, iv_sim_country. A tag the
 * query does not carry keeps its value from earlier in the session.
 */
export function saveSessionTags(
  search: string | URLSearchParams,
  session: KeyValueStore = sessionStore,
): void {
  const query = new URLSearchParams(search);
  const utm = utmFromQuery(query);
  if (utm) session.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
  for (const key of SESSION_TAG_KEYS) {
    const value = query.get(key);
    if (value) session.setItem(key, value);
  }
}

/** The session's tags, for analytics' user_properties. */
export function readSessionTags(session: KeyValueStore = sessionStore): SessionTags {
  const tags: SessionTags = { utm_tags: parseUtm(session.getItem(UTM_STORAGE_KEY)) };
  for (const key of SESSION_TAG_KEYS) {
    const value = session.getItem(key);
    if (value) tags[key] = value;
  }
  return tags;
}
