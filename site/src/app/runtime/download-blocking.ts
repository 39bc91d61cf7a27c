import { isBlockedCountry } from "../../state/action-blocking";
import { geo } from "../../state/geo";

/**
 * The site's download actions: a download page's primary hero action, and
 * the design system's download buttons wherever a page uses them.
 */
export const DOWNLOAD_ACTIONS = [
  '[data-download-page] [data-slot="hero-actions"] [data-variant="primary"]',
  '[data-slot="download-button-primary"]',
  '[data-slot="download-button-option"]',
].join(", ");

/**
 * SPEC.md §4 "Action blocking" for downloads: in a blocked country neither
 * the action nor its default (following the link) happens. One listener in
 * the capture phase of the document, ahead of React's own, so the pages
 * carry no blocking code and the rule holds for every download link.
 */
export function installDownloadBlocking(
  doc: Document = document,
  country: () => string | null | undefined = () => geo.userMessage?.country,
): () => void {
  const block = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(DOWNLOAD_ACTIONS) || !isBlockedCountry(country())) return;
    event.preventDefault();
    event.stopPropagation();
  };
  // auxclick: a middle click would open the download in a new tab.
  doc.addEventListener("click", block, true);
  doc.addEventListener("auxclick", block, true);
  return () => {
    doc.removeEventListener("click", block, true);
    doc.removeEventListener("auxclick", block, true);
  };
}
