import type { MetaDescriptor } from "react-router";
import { localeFromPath, stripLanguage } from "../app/routing/paths";
import { SITE_NAME } from "../app/seo/site-origin";
import { article, breadcrumbList, jsonLd, parentMeta } from "../app/seo/structured-data";
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
  const locale = localeFromPath(location.pathname);
  const path = stripLanguage(location.pathname);
  return [
    ...parents,
    ...jsonLd(
      breadcrumbList(
        [
          { name: SITE_NAME, path: "/" },
          { name: loaderData.title, path },
        ],
        locale,
      ),
    ),
    ...jsonLd(
      article({
        headline: loaderData.title,
        description: loaderData.description,
        path,
        locale,
        dateModified: loaderData.updated,
      }),
    ),
  ];
}
