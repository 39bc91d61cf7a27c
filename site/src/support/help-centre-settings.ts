import { type SiteEnv, text } from "../site-env";
import { DEFAULT_HELP_CENTRES, type HelpCentres } from "./help-centre";

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

/**
 * Build time (vite.config.ts): the help centres a build links to, from
 * `HELP_CENTRE_URL_EN` / `HELP_CENTRE_URL_RU`, else the site's own pages. A
 * bad value fails the build here, so the browser gets two checked strings.
 */
export function helpCentresFrom(env: SiteEnv): HelpCentres {
  return {
    en: setting(env, "HELP_CENTRE_URL_EN", DEFAULT_HELP_CENTRES.en),
    ru: setting(env, "HELP_CENTRE_URL_RU", DEFAULT_HELP_CENTRES.ru),
  };
}
