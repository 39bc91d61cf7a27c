import { TOKEN_COOKIE } from "@mvpn/contract/constants";
import Cookies from "js-cookie";

/** SPEC.md §9 cookie name of the session token (the contract's). */
export { TOKEN_COOKIE };

/** The api's tokens live 30 days (docs/api.md "Auth and tokens"): the cookie need not outlive them. */
const TOKEN_COOKIE_DAYS = 30;

const hasDocument = () => typeof document !== "undefined";

export function readTokenCookie(): string | null {
  // An empty cookie is no session: it would send the visitor to /login after a profile call without a token.
  return hasDocument() ? Cookies.get(TOKEN_COOKIE) || null : null;
}

export function writeTokenCookie(token: string): void {
  if (!hasDocument()) return;
  Cookies.set(TOKEN_COOKIE, token, {
    expires: TOKEN_COOKIE_DAYS,
    path: "/",
    sameSite: "lax",
    secure: location.protocol === "https:",
  });
}

export function removeTokenCookie(): void {
  if (hasDocument()) Cookies.remove(TOKEN_COOKIE, { path: "/" });
}

/** The auth middleware's check (SPEC.md §2 /paysuc): a session token is held. */
export function hasSessionToken(): boolean {
  return readTokenCookie() !== null;
}
