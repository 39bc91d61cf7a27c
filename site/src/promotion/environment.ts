import type { FirebaseOptions } from "firebase/app";

/** Build-time settings this folder reads (Vite's `import.meta.env`). */
export type SiteEnv = Readonly<Record<string, string | boolean | undefined>>;

export interface ConfigTarget {
  /** `location.hostname`. */
  host: string;
  /** The product domains (SPEC.md §9 "production on four product domains"); a subdomain counts. */
  productDomains: readonly string[];
  /** The deployment's environment name; "production" selects production's config anywhere. */
  environment?: string | undefined;
}

/**
 * SPEC.md §4: the production config is used when the host is a product
 * domain or the environment is production; the debug config otherwise.
 */
export function usesProductionConfig({ host, productDomains, environment }: ConfigTarget): boolean {
  if (environment === "production") return true;
  const name = host.toLowerCase().replace(/\.$/, "");
  return productDomains.some((domain) => {
    const product = domain.trim().toLowerCase();
    return product !== "" && (name === product || name.endsWith(`.${product}`));
  });
}

const text = (env: SiteEnv, key: string): string | undefined => {
  const value = env[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
};

/** `VITE_PRODUCT_DOMAINS`: the product domains, comma-separated (they are not in SPEC.md). */
export function productDomainsFrom(env: SiteEnv): string[] {
  return (text(env, "VITE_PRODUCT_DOMAINS") ?? "").split(",").filter((domain) => domain.trim());
}

/** `VITE_APP_ENV`: the deployment's environment name. */
export function environmentFrom(env: SiteEnv): string | undefined {
  return text(env, "VITE_APP_ENV");
}

/**
 * The Firebase project from `VITE_FIREBASE_*`, or null when none is
 * configured (offline, tests, a fresh clone): the api's config is read then.
 * Remote config needs the API key, the project id and the app id.
 */
export function firebaseOptionsFrom(env: SiteEnv): FirebaseOptions | null {
  const apiKey = text(env, "VITE_FIREBASE_API_KEY");
  const projectId = text(env, "VITE_FIREBASE_PROJECT_ID");
  const appId = text(env, "VITE_FIREBASE_APP_ID");
  if (!apiKey || !projectId || !appId) return null;
  const options: FirebaseOptions = { apiKey, projectId, appId };
  const authDomain = text(env, "VITE_FIREBASE_AUTH_DOMAIN");
  const messagingSenderId = text(env, "VITE_FIREBASE_MESSAGING_SENDER_ID");
  if (authDomain) options.authDomain = authDomain;
  if (messagingSenderId) options.messagingSenderId = messagingSenderId;
  return options;
}
