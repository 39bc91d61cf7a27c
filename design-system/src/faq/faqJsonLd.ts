/** A question and its answer as plain text, the form search engines read. */
export interface FaqJsonLdItem {
  question: string;
  answer: string;
}

export interface FaqPageJsonLd {
  "@context": "https://schema.org";
  "@type": "FAQPage";
  mainEntity: Array<{
    "@type": "Question";
    name: string;
    acceptedAnswer: { "@type": "Answer"; text: string };
  }>;
}

/**
 * The schema.org `FAQPage` object for the questions a page shows. The site
 * puts it in `<script type="application/ld+json">` through `jsonLdScriptText`;
 * the component never writes scripts itself.
 */
export function faqJsonLd(items: readonly FaqJsonLdItem[]): FaqPageJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/**
 * JSON for the inside of a `<script>` element: `<`, `>` and `&` are escaped
 * so an answer containing `</script>` cannot end the element early, and the
 * line separators JavaScript once rejected are escaped too.
 */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
