import { proxy } from "valtio/vanilla";
import { localStore } from "../storage/expiring-storage";
import { USERINFO_KEY } from "../storage/storage-keys";
import { readTokenCookie, removeTokenCookie, writeTokenCookie } from "./token-cookie";
import { emptyUserInfo, type ProfileData, type UserInfo, withProfile } from "./user-info";

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
}

/**
 * SPEC.md §4 "Session": logged in while a token is held in state and in the
 * `paypal_token` cookie; the user info is kept in local storage under USERINFO.
 * Starts empty so that the prerendered HTML and the first client render agree;
 * `restoreSession()` fills it in after hydration.
 */
export const session = proxy<SessionState>({ token: null, user: null });

export function restoreSession(): void {
  const token = session.token ?? readTokenCookie();
  if (!token) {
    // The cookie expired or was removed elsewhere: the stored user is stale.
    clearSession();
    return;
  }
  const stored = localStore.get<UserInfo>(USERINFO_KEY);
  session.token = token;
  session.user = { ...emptyUserInfo(token), ...stored, token };
}

/** SPEC.md §7: the bearer token comes from state, or else from the cookie. */
export function currentToken(): string | null {
  return session.token ?? readTokenCookie();
}

export function isLoggedIn(): boolean {
  return currentToken() !== null;
}

export function signIn(token: string, user: Partial<UserInfo> = {}): void {
  writeTokenCookie(token);
  session.token = token;
  saveUser({ ...emptyUserInfo(token), ...user, token });
}

export function updateUser(changes: Partial<Omit<UserInfo, "token">>): void {
  const token = currentToken();
  if (!token) return;
  saveUser({ ...(session.user ?? emptyUserInfo(token)), ...changes, token });
}

export function applyProfile(profile: ProfileData): void {
  const token = currentToken();
  if (!token) return;
  saveUser(withProfile(session.user ?? emptyUserInfo(token), profile));
}

/** Logout, a body code 401/403, or an accepted session-expiry confirm: everything goes. */
export function clearSession(): void {
  removeTokenCookie();
  localStore.remove(USERINFO_KEY);
  session.token = null;
  session.user = null;
}

function saveUser(user: UserInfo): void {
  session.user = user;
  localStore.set(USERINFO_KEY, user);
}
