import { TOKEN_COOKIE } from "@mvpn/contract/constants";
import { documentCookies } from "../storage/cookie-jar";

/** SPEC.md §9 cookie name of the session token (the contract's). */
export { TOKEN_COOKIE };

/** The api's tokens live 30 days (docs/api.md "Auth and tokens"): the cookie need not outlive them. */
const TOKEN_COOKIE_DAYS = 30;

export function readTokenCookie(): string | null {
  // An empty cookie is no session: it would send the visitor to /login after a profile call without a token.
  return documentCookies.get(TOKEN_COOKIE) || null;
}

export function writeTokenCookie(token: string): void {
  documentCookies.set(TOKEN_COOKIE, token, TOKEN_COOKIE_DAYS);
}

export function removeTokenCookie(): void {
  documentCookies.remove(TOKEN_COOKIE);
}

/** The auth middleware's check (SPEC.md §2 /paysuc): a session token is held. */
export function hasSessionToken(): boolean {
  return readTokenCookie() !== null;
}
