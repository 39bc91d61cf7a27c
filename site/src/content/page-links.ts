/**
 * SPEC.md §2: each page has a links-and-assets JSON, loaded by its page name:
 * where its calls to action go and, for download pages, the store and
 * installer links. Kept out of the message catalogs because they are not
 * translated.
 */
export interface PageLinks {
  /** The main call to action of the page's hero, a site path without a prefix. */
  primary?: string;
  /** The second call to action. */
  secondary?: string;
  /** Per sub-page (download product, server region, use case): the same two links. */
  pages?: Record<string, { primary?: string; secondary?: string; store?: string }>;
}

const files = import.meta.glob<PageLinks>("./page-links/*.json", { import: "default" });

/** The page's links; a missing file is reported (SPEC.md §8 "Missing page-links JSON: error report logged"). */
export async function loadPageLinks(name: string): Promise<PageLinks> {
  const load = files[`./page-links/${name}.json`];
  if (!load) {
    console.error(`Missing page-links JSON: ${name}`);
    return {};
  }
  return load();
}
