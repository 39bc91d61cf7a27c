import { jsonLdScriptText } from "@mvpn/design-system";

/**
 * A JSON-LD block in the page body. Used where the data needs the page's
 * translated words (FAQ answers, crumb names), which a route's `meta` does not
 * have; search engines read JSON-LD anywhere in the document, and a data block
 * is never executed, so the CSP's script hashes are not involved.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // JSON escaped by jsonLdScriptText: no `</script>` in an answer can end the element early.
      dangerouslySetInnerHTML={{ __html: jsonLdScriptText(data) }}
    />
  );
}
