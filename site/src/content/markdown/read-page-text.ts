import { existsSync } from "node:fs";
import { DEFAULT_LOCALE } from "@mvpn/locales";
import type { z } from "zod";
import { localeFromPath, prefixOf } from "../../app/routing/paths";
import { contentPath, readContent } from "./read-content";

/**
 * The language a text is read in for a page in `locale`: its own, or English
 * while the translation is missing (`fallback`; the page then marks the text
 * as English).
 */
export function textLocaleFor(
  kind: string,
  locale: string,
  slug: string,
): { locale: string; fallback: boolean } {
  const fallback = locale !== DEFAULT_LOCALE && !existsSync(contentPath(kind, locale, slug));
  return { locale: fallback ? DEFAULT_LOCALE : locale, fallback };
}

/**
 * Build time: `site/content/<kind>/<locale>/<slug>.md` for the requested
 * path, in its language (or English, above), front matter checked by
 * `schema`, site links prefixed with the path's language.
 */
export function readPageText<Schema extends z.ZodType<object>>(
  requestUrl: string,
  kind: string,
  slug: string,
  schema: Schema,
) {
  const { pathname } = new URL(requestUrl);
  const { locale, fallback } = textLocaleFor(kind, localeFromPath(pathname), slug);
  const { data, body } = readContent(kind, locale, slug, schema, { prefix: prefixOf(pathname) });
  return { ...data, locale, fallback, html: body.html, headings: body.headings };
}
