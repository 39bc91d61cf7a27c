/** The id of this build (vite.config.ts), compared with /_build/latest.json by the build check. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  /** The help centres the language rule links to (site/src/app/routing/help-centre.ts). */
  readonly HELP_CENTRE_URL_EN?: string;
  readonly HELP_CENTRE_URL_RU?: string;
}
