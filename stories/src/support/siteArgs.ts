import { SELECTABLE_LOCALES } from "@mvpn/locales";
import { type SiteMessage, siteCopy } from "./siteCopy";

/**
 * A story's args in every interface language, from the site's catalogs: the
 * value of `parameters.argsByLocale` (`.storybook/preview.tsx` applies the
 * toolbar locale's entry). `argsFromSite(["checkout"], (t) => ({ label:
 * t("checkout.form.name") }))` shows the label the checkout shows, in each
 * of the 11 languages, with no table of the story's own (issue #39).
 */
export function argsFromSite<Args extends Record<string, unknown>>(
  catalogs: readonly string[],
  argsOf: (t: SiteMessage, locale: string) => Args,
): Record<string, Args> {
  return Object.fromEntries(
    SELECTABLE_LOCALES.map(({ code }) => [code, argsOf(siteCopy(code, ...catalogs), code)]),
  );
}
