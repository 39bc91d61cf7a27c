import Cookies from "js-cookie";

/**
 * The site's cookies: the one module that configures js-cookie, so every
 * cookie has the same path, SameSite and Secure rules. A port, so tests and
 * the tracking code can swap it for a jar in memory.
 */
export interface CookieJar {
  get(name: string): string | undefined;
  /** Keeps the cookie `days` days. */
  set(name: string, value: string, days: number): void;
  remove(name: string): void;
}

// SPEC.md §9: "Cookie path: /"; lax, so the session, the language and
// attribution survive the visitor's arrival from another site (a top-level
// navigation) but ride on no cross-site subrequest.
const cookies = Cookies.withAttributes({ path: "/", sameSite: "lax" });

// Prerendering has no document: nothing to read, nothing to write.
const hasDocument = () => typeof document !== "undefined";

// Secure on https (issue #19's cookie gate): never sent over plain http. Not on
// http://127.0.0.1 in development, where a Secure cookie would not be stored.
const onHttps = () => typeof location !== "undefined" && location.protocol === "https:";

/** document.cookie through js-cookie: path "/", SameSite lax, Secure on https. */
export const documentCookies: CookieJar = {
  get: (name) => (hasDocument() ? cookies.get(name) : undefined),
  set: (name, value, days) => {
    if (hasDocument()) cookies.set(name, value, { expires: days, secure: onHttps() });
  },
  remove: (name) => {
    if (hasDocument()) cookies.remove(name);
  },
};
