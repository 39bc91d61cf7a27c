import { type SiteEnv, text } from "../site-env";

/**
 * SPEC.md §2: the help-centre link follows the language: Russian for ru,
 * English for every other one. By default both are the site's own prerendered
 * help centre (issue #37, ADR 0028); a production build may point either
 * elsewhere with `HELP_CENTRE_URL_EN` / `HELP_CENTRE_URL_RU`.
 */
export interface HelpCentres {
  en: string;
  ru: string;
}

export const DEFAULT_HELP_CENTRES: HelpCentres = { en: "/help", ru: "/ru/help" };

/** A site path (`/help`) or an https address; anything else would be a link the site must not make. */
const ACCEPTED = /^(\/(?!\/)|https:\/\/[^/\s]+)/;

function setting(env: SiteEnv, key: string, fallback: string): string {
  const value = text(env, key);
  if (value === undefined) return fallback;
  if (!ACCEPTED.test(value)) {
    throw new Error(`${key} must be a path of this site or an https:// address, not "${value}"`);
  }
  return value;
}

/** The help centres a build links to: the settings, else the site's own pages. */
export function helpCentresFrom(env: SiteEnv): HelpCentres {
  return {
    en: setting(env, "HELP_CENTRE_URL_EN", DEFAULT_HELP_CENTRES.en),
    ru: setting(env, "HELP_CENTRE_URL_RU", DEFAULT_HELP_CENTRES.ru),
  };
}

// vite.config.ts `envPrefix` lets the two settings through to the build.
const HELP_CENTRES = helpCentresFrom(import.meta.env ?? {});

export function helpCentreUrl(locale: string, centres: HelpCentres = HELP_CENTRES): string {
  return locale === "ru" ? centres.ru : centres.en;
}
