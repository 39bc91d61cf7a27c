import Cookies from "js-cookie";

/** The cookies tracking reads and writes; a port so tests and the lead's wiring can swap it. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, days: number): void;
  remove(name: string): void;
}

// SPEC.md §9: "Cookie path: /"; lax like the locale cookie, so attribution survives the
// visitor's arrival from the affiliate's site (a top-level navigation).
const cookies = Cookies.withAttributes({ path: "/", sameSite: "lax" });

/** document.cookie through js-cookie, every cookie on path "/" and same-site lax. */
export const documentCookies: CookieJar = {
  get: (name) => cookies.get(name),
  set: (name, value, days) => {
    // Secure on https (issue #19's cookie gate); not on http://127.0.0.1 in development.
    cookies.set(name, value, { expires: days, secure: location.protocol === "https:" });
  },
  remove: (name) => {
    cookies.remove(name);
  },
};
