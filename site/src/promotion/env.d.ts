// moduleDetection "force" makes every file a module: the merge must be global.
declare global {
  interface ImportMetaEnv {
    /** The Firebase project of remote config; without all three the api's config is read. */
    readonly VITE_FIREBASE_API_KEY?: string;
    readonly VITE_FIREBASE_PROJECT_ID?: string;
    readonly VITE_FIREBASE_APP_ID?: string;
    readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
    readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
    /** The product domains, comma-separated: there the production promotion config is read. */
    readonly VITE_PRODUCT_DOMAINS?: string;
    /** "production" reads the production promotion config on any host. */
    readonly VITE_APP_ENV?: string;
  }
}

export {};
