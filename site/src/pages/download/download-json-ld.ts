import type { IntlShape } from "react-intl";
import type { DownloadProduct } from "../../app/routing/site-pages";
import { softwareApplication } from "../../app/seo/structured-data-download";
import { DOWNLOADS, publishedDownloadUrl } from "../../downloads/downloads.config";
import { downloadProductIntros } from "../intros/download";

/**
 * A download page's app as a SoftwareApplication for search engines (issue
 * #37), named and described as the page's hero and meta name it; the download
 * is the one a visitor without a detected architecture gets, and none while
 * the file served is a demo build (no search engine should offer it).
 */
export function downloadJsonLd(intl: IntlShape, product: DownloadProduct, locale: string) {
  const config = DOWNLOADS[product];
  return softwareApplication({
    name: intl.formatMessage(downloadProductIntros[product].title),
    description: intl.formatMessage(downloadProductIntros[product].metaDescription),
    operatingSystem: config.minOs,
    softwareVersion: config.version,
    path: `/download/${product}`,
    downloadUrl: publishedDownloadUrl(config),
    locale,
  });
}
