// moduleDetection "force" makes every file a module: the merge must be global.
declare global {
  interface ImportMetaEnv {
    readonly VITE_API_BASE_URL?: string;
    readonly VITE_RECAPTCHA_SITE_KEY?: string;
  }
}

export {};
