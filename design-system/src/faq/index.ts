export { FAQ, type FAQItem, type FAQProps } from "./FAQ";
export { type FaqJsonLdItem, type FaqPageJsonLd, faqJsonLd, jsonLdScriptText } from "./faqJsonLd";
