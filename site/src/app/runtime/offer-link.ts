import { stripLanguage, withLanguage } from "../routing/paths";

export interface OfferLink {
  /** Where the popup's call to action leads, in the page's language. */
  to: string;
  /** Which words it takes: "See plans", or "Get the offer" for the checkout. */
  kind: "plans" | "checkout";
}

/**
 * The promotion popup's call to action never leads to the page it is on
 * (issue #38: on /pricing, "See plans" linked to /pricing itself). Anywhere
 * else it leads to the plans; on the plans page, to the checkout, whose plan
 * is the best-value one when none is named (SPEC.md §2: the id is optional).
 */
export function offerLink(locale: string, pathname: string): OfferLink {
  const bare =
    stripLanguage(pathname)
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "") || "/";
  return bare === "/pricing"
    ? { to: withLanguage(locale, "/pricing/checkout"), kind: "checkout" }
    : { to: withLanguage(locale, "/pricing"), kind: "plans" };
}
