import type { ContentHeading } from "./markdown/render-markdown";

/**
 * What a long-form page's route loader hands its component (serialisable: it
 * is embedded in the prerendered HTML and in the `.data` file of client
 * navigations). Kept apart from long-form.server.ts so client code can name
 * the type without importing the build-time reader.
 */
export interface LongFormData {
  /** Front matter: the page's name in breadcrumbs and structured data. */
  title: string;
  /** Front matter: one-sentence summary. */
  description: string;
  /** Front matter: last change of substance, `2026-11-02`. */
  updated: string;
  /** The language of the text: the page's, or English while its translation is missing. */
  locale: string;
  /** True when the page's language has no file yet and the English text stands in (the content check fails meanwhile). */
  fallback: boolean;
  html: string;
  headings: ContentHeading[];
}
