// moduleDetection "force" makes every file a module: the merge must be global.
declare global {
  interface ImportMetaEnv {
    /** The product domains, comma-separated: there the production promotion config is read. */
    readonly VITE_PRODUCT_DOMAINS?: string;
    /** "production" reads the production promotion config on any host. */
    readonly VITE_APP_ENV?: string;
  }
}

export {};
