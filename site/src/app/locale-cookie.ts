import { LOCALE_COOKIE } from "@mvpn/contract/constants";
import Cookies from "js-cookie";

/** SPEC.md §9: the locale cookie (the contract's name) lives 365 days, SameSite Lax, path `/`. */
export { LOCALE_COOKIE };
export const LOCALE_COOKIE_ATTRIBUTES = { expires: 365, sameSite: "lax", path: "/" } as const;

// Secure on https (issue #19's cookie gate): never sent over plain http. Not on
// http://127.0.0.1 in development, where a Secure cookie would not be stored.
const onHttps = () => typeof location !== "undefined" && location.protocol === "https:";

export function readLocaleCookie(): string | undefined {
  return Cookies.get(LOCALE_COOKIE);
}

/** SPEC.md §4: switching language updates the cookie (the link the visitor chose updates the URL). */
export function switchLanguage(code: string): void {
  Cookies.set(LOCALE_COOKIE, code, { ...LOCALE_COOKIE_ATTRIBUTES, secure: onHttps() });
}
