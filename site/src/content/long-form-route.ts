import type { MetaDescriptor } from "react-router";
import { localeFromPath, stripLanguage } from "../app/routing/paths";
import { parentMeta } from "../app/seo/structured-data";
import { textPageJsonLd } from "../app/seo/text-page-meta";
import type { LongFormData } from "./long-form-data";

interface LongFormMetaArgs {
  loaderData: LongFormData | undefined;
  location: { pathname: string };
  matches: ReadonlyArray<{ meta?: MetaDescriptor[] } | undefined>;
}

/**
 * The `meta` of a long-form route: the layout's title, canonical and
 * hreflang, plus JSON-LD for a BreadcrumbList (home → page) and an Article
 * with the text's date (issue #16).
 */
export function longFormMeta({
  loaderData,
  location,
  matches,
}: LongFormMetaArgs): MetaDescriptor[] {
  const parents = parentMeta(matches);
  if (!loaderData) return parents;
  const page = {
    ...loaderData,
    locale: localeFromPath(location.pathname),
    path: stripLanguage(location.pathname),
  };
  return [...parents, ...textPageJsonLd(page)];
}
