/** The id of this build (vite.config.ts), compared with /_build/latest.json by the build check. */
declare const __BUILD_ID__: string;

/** The help centres the language rule links to, checked at build time (src/support/help-centre-settings.ts). */
declare const __HELP_CENTRES__: { en: string; ru: string };

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
}
