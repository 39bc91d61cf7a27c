import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import type { LongFormData } from "./long-form-data";
import { readPageText } from "./markdown/read-page-text";

/**
 * Front matter of a long-form page (`site/content/pages/<locale>/<slug>.md`),
 * documented in docs/content.md. A date is written as `2026-11-02`.
 */
export const longFormSchema = z.object({
  /** The page's `h1`. */
  title: z.string().min(1),
  /** One sentence under the title (and the summary search engines may show). */
  description: z.string().min(1),
  /** Last change of the text's substance, ISO date. */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written 2026-11-02"),
});

export type { LongFormData };

/**
 * The route `loader` of a long-form page: reads its Markdown in the
 * language of the requested path. Runs only while prerendering (the `.server`
 * suffix keeps this module, the YAML and Markdown parsers and `node:fs` out
 * of the browser bundle; the build fails if a client module imports it).
 */
export function loadLongForm(requestUrl: string, slug: string, kind = "pages"): LongFormData {
  return readPageText(requestUrl, kind, slug, longFormSchema);
}

/** The `loader` of a long-form page's route: `site/content/pages/<locale>/<slug>.md`, in the path's language. */
export function longFormLoader(slug: string) {
  return ({ request }: LoaderFunctionArgs): LongFormData => loadLongForm(request.url, slug);
}
