import { BASE_CURRENCY, currencyForCountry } from "@mvpn/contract/constants";
import { pageName, stripLanguage } from "../routing/paths";

/**
 * When React takes over a prerendered page (ADR 0024). Most pages are read
 * before anything on them is touched, so they hydrate on the visitor's first
 * sign of interaction; a page that has nothing to show or do until its code
 * runs hydrates at load.
 */
export type HydrationMode = "load" | "interaction";

/**
 * Pages that render on the client (site-pages.ts `render: "private"`: the
 * account, payment-result, sign-in and redirect pages, the not-found shell)
 * and the two tools, which start measuring on arrival. The checkout is
 * prerendered per plan and waits for interaction like a content page.
 */
export const PAGES_THAT_HYDRATE_AT_LOAD: ReadonlySet<string> = new Set([
  "404",
  "forgetpassword",
  "login",
  "myaccount",
  "paystatus",
  "paysuc",
  "redirect",
  "what-is-my-ip",
  "webrtc-leak-test",
]);

/** Paths whose results come from the query string, read only in the browser. */
const QUERY_RENDERED = /^\/blog\/search\/?$/;
/** The help centre's index shows a search's results when the address has `?q=` (ADR 0028). */
const HELP_SEARCH = /^\/help\/?$/;
const HAS_QUERY = /[?&]q=/;

/** A buyer back from a payment provider (`?payment=…&method=…`): the checkout's notice needs the app. */
const BACK_FROM_PAYMENT = /[?&]payment=/;

/**
 * Pages that show the plans' prices (pricing, the checkout, the trial): the
 * HTML has them in dollars, and a visitor whose country pays in another
 * currency (SPEC.md §1) sees theirs once the app has the page, so those
 * visitors' pages hydrate as soon as geo tells their country.
 */
const PAGES_WITH_PRICES: ReadonlySet<string> = new Set(["pricing", "vpn-trial"]);

export function showsLocalPrices(path: string, countryCode: string | undefined): boolean {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  return (
    PAGES_WITH_PRICES.has(pageName(pathname)) && currencyForCountry(countryCode) !== BASE_CURRENCY
  );
}

export function hydrationMode(path: string, { signedIn }: { signedIn: boolean }): HydrationMode {
  // A signed-in visitor's header and prices depend on the session, which the
  // prerendered HTML cannot know.
  if (signedIn) return "load";
  const pathname = path.split(/[?#]/)[0] ?? "/";
  if (PAGES_THAT_HYDRATE_AT_LOAD.has(pageName(pathname))) return "load";
  if (QUERY_RENDERED.test(stripLanguage(pathname))) return "load";
  if (HELP_SEARCH.test(stripLanguage(pathname)) && HAS_QUERY.test(path.split("#")[0] ?? "")) {
    return "load";
  }
  if (BACK_FROM_PAYMENT.test(path.split("#")[0] ?? "")) return "load";
  return "interaction";
}
