import { type SiteEnv, text } from "../site-env";

export type { SiteEnv };
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

/** `VITE_PRODUCT_DOMAINS`: the product domains, comma-separated (they are not in SPEC.md). */
export function productDomainsFrom(env: SiteEnv): string[] {
  return (text(env, "VITE_PRODUCT_DOMAINS") ?? "").split(",").filter((domain) => domain.trim());
}

/** `VITE_APP_ENV`: the deployment's environment name. */
export function environmentFrom(env: SiteEnv): string | undefined {
  return text(env, "VITE_APP_ENV");
}
