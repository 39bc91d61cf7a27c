import { matchPage } from "../app/routing/match-page";
import { withLanguage } from "../app/routing/paths";

/**
 * Where a visitor who just logged out goes: back to the page they were on
 * (query and hash kept) when anyone may see it, home when it needs a
 * sign-in (the auth middleware's pages: /paysuc, /myaccount), in their language.
 */
export function afterSignOutPath(current: string, locale: string): string {
  const match = matchPage(current);
  if (!match || match.page.middleware?.includes("auth")) return withLanguage(locale, "/");
  return withLanguage(locale, current);
}
