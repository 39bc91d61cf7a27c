import { LOCALE_COOKIE } from "@mvpn/contract/constants";
import { documentCookies } from "../storage/cookie-jar";

/** SPEC.md §9: the locale cookie (the contract's name) lives 365 days (path `/` and SameSite Lax: the jar's). */
export { LOCALE_COOKIE };
export const LOCALE_COOKIE_DAYS = 365;

export function readLocaleCookie(): string | undefined {
  return documentCookies.get(LOCALE_COOKIE);
}

/** SPEC.md §4: switching language updates the cookie (the link the visitor chose updates the URL). */
export function switchLanguage(code: string): void {
  documentCookies.set(LOCALE_COOKIE, code, LOCALE_COOKIE_DAYS);
}
