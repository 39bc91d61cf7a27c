import { jsonLdScriptText } from "@mvpn/design-system";

/**
 * A JSON-LD block in the page body. Used where the data needs the page's
 * translated words (FAQ answers, crumb names), which a route's `meta` does not
 * have; search engines read JSON-LD anywhere in the document, and a data block
 * is never executed, so the CSP's script hashes are not involved.
 *
 * The data is for the prerendered HTML a search engine reads; the browser
 * needs none of it. Call sites pass `import.meta.env.SSR && data(…)`, so the
 * client build drops the structured-data code (on a region page it pulled in
 * the FAQ's module too: 3 KB, issue #16), and the hydrated page keeps the
 * server's text: React does not rewrite an element's inner HTML when
 * hydrating, and `suppressHydrationWarning` says the difference is meant. A
 * client navigation renders the block empty, where nothing reads it.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      // JSON escaped by jsonLdScriptText: no `</script>` in an answer can end the element early.
      // Without the zero-width spaces Japanese messages carry for line breaking
      // (scripts/japanese-phrases.ts): nothing wraps this text.
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR && data ? jsonLdScriptText(data).replaceAll("\u200B", "") : "",
      }}
    />
  );
}
