/** The id of this build (vite.config.ts), compared with /_build/latest.json by the build check. */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
}
