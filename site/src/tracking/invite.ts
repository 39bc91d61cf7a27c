import { INVITE_TYPE, STORAGE_KEYS } from "@mvpn/contract/constants";
import { type KeyValueStore, sessionStore } from "../storage/key-value-store";

/** SPEC.md §9 "Invite type code: 30001" (the contract's). */
export { INVITE_TYPE };

/** The fields an invite adds to anonymous_signup (SPEC.md §3 "Invite"). */
export interface InviteFields {
  invite_type: typeof INVITE_TYPE;
  invite_code: string;
}

// Not one of SPEC.md's storage keys: the spec does not say where an invite waits between the
// landing and the signup; the session is where the other landing tags wait (docs/tracking.md).
const INVITE_STORAGE_KEY = STORAGE_KEYS.inviteCode;

/** `from=invite&uid=…` → `{ invite_type: 30001, invite_code: uid }`; anything else → null. */
export function inviteFromQuery(search: string | URLSearchParams): InviteFields | null {
  const query = new URLSearchParams(search);
  const uid = query.get("uid")?.trim();
  if (query.get("from") !== "invite" || !uid) return null;
  return { invite_type: INVITE_TYPE, invite_code: uid };
}

/** Remembers an invite of the landing query for the signup that may come pages later. */
export function saveInvite(
  search: string | URLSearchParams,
  session: KeyValueStore = sessionStore,
): void {
  const invite = inviteFromQuery(search);
  if (invite) session.setItem(INVITE_STORAGE_KEY, invite.invite_code);
}

/**
 * The invite fields for anonymous_signup: the current query's invite, else the
 * one saved at landing in this session; `{}` when the visitor was not invited.
 */
export function signupInviteFields(
  search: string | URLSearchParams = "",
  session: KeyValueStore = sessionStore,
): InviteFields | Record<string, never> {
  const now = inviteFromQuery(search);
  if (now) return now;
  const saved = session.getItem(INVITE_STORAGE_KEY);
  return saved ? { invite_type: INVITE_TYPE, invite_code: saved } : {};
}
