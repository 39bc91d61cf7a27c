// moduleDetection "force" makes every file a module: the merge must be global.
declare global {
  interface ImportMetaEnv {
    /** The Firebase project (remote config, performance monitoring); without the first three the api's config is read. */
    readonly VITE_FIREBASE_API_KEY?: string;
    readonly VITE_FIREBASE_PROJECT_ID?: string;
    readonly VITE_FIREBASE_APP_ID?: string;
    readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
    readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  }
}

export {};
