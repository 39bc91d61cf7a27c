import { SITE_NAME } from "./site-origin";
import { absoluteUrl, CONTEXT, type Json } from "./structured-data";

/**
 * schema.org JSON-LD of a download page's app (issue #37). A module of its own, imported
 * by the download product page only, so it travels in that page's chunk.
 */

export interface SoftwareApplicationInput {
  /** The app's name on the page ("mVPN for Windows", translated). */
  name: string;
  description: string;
  /** The systems it runs on, as their vendors name them ("Windows 10 (64-bit)"). */
  operatingSystem: string;
  softwareVersion: string;
  /** Site path of the download page, without prefix. */
  path: string;
  /** Where the app comes from: the store listing or the installer (site path or absolute URL). */
  downloadUrl?: string;
  locale?: string;
}

/**
 * `SoftwareApplication` for a download page: the app is free (an `Offer` at
 * price 0; the service is what the plans sell), a security application in
 * Google's list of categories.
 */
export function softwareApplication({
  name,
  description,
  operatingSystem,
  softwareVersion,
  path,
  downloadUrl,
  locale = "en",
}: SoftwareApplicationInput): Json {
  return {
    "@context": CONTEXT,
    "@type": "SoftwareApplication",
    name,
    description,
    url: absoluteUrl(path, locale),
    operatingSystem,
    applicationCategory: "SecurityApplication",
    softwareVersion,
    ...(downloadUrl && { downloadUrl: absoluteUrl(downloadUrl) }),
    offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    publisher: { "@type": "Organization", name: SITE_NAME },
  };
}
