/**
 * SPEC.md §2: the help-centre link follows the language: Russian for ru,
 * English for every other one. By default both are the site's own prerendered
 * help centre (issue #37, ADR 0028); a production build may point either
 * elsewhere with `HELP_CENTRE_URL_EN` / `HELP_CENTRE_URL_RU`, which
 * vite.config.ts checks and passes in as `__HELP_CENTRES__`.
 */
export interface HelpCentres {
  en: string;
  ru: string;
}

export const DEFAULT_HELP_CENTRES: HelpCentres = { en: "/help", ru: "/ru/help" };

// Outside a Vite build (unit tests) nothing defines it.
const HELP_CENTRES: HelpCentres =
  typeof __HELP_CENTRES__ === "undefined" ? DEFAULT_HELP_CENTRES : __HELP_CENTRES__;

export function helpCentreUrl(locale: string, centres: HelpCentres = HELP_CENTRES): string {
  return locale === "ru" ? centres.ru : centres.en;
}
