import { sameOriginPath } from "@mvpn/contract/validation";
import { isDangerousUrl } from "../app/routing/navigation-guards";
import { collapseSlashes, pageName, withLanguage } from "../app/routing/paths";

export { loginPathFor, REDIRECT_PARAM } from "./login-path";

/** Where a signed-in visitor goes when no (usable) `redirect` was given. */
export const DEFAULT_AFTER_SIGN_IN = "/myaccount";

/** Pages a sign-in never returns to: they would only ask again. */
const NOT_AFTER_SIGN_IN: ReadonlySet<string> = new Set(["login", "forgetpassword"]);

/**
 * Where to go after signing in: the `redirect` parameter when it is one of
 * this site's own paths (the contract's return-url rule: never `//evil`,
 * `https://…`, `/\evil` or a dangerous protocol; SPEC.md §2 navigation rules),
 * in the visitor's language, query and hash kept; /myaccount otherwise.
 */
export function afterSignInPath(redirect: string | null | undefined, locale: string): string {
  const back = redirect ? sameSitePath(redirect) : null;
  if (!back || NOT_AFTER_SIGN_IN.has(pageName(back))) {
    return withLanguage(locale, DEFAULT_AFTER_SIGN_IN);
  }
  return withLanguage(locale, back);
}

/**
 * `value` as a path of this site (resolved by the contract's rule, the one
 * the api applies to a purchase's return_url; double slashes collapsed), or
 * null when it is not one.
 */
function sameSitePath(value: string): string | null {
  const path = isDangerousUrl(value) ? null : sameOriginPath(value);
  if (path === null) return null;
  const cut = path.search(/[?#]|$/);
  return collapseSlashes(path.slice(0, cut)) + path.slice(cut);
}
