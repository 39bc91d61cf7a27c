import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./site-origin";
import { article, breadcrumbList, type Crumb, jsonLd } from "./structured-data";

/** What a text page's head says of it: its own title and summary, and where and in which language it is. */
export interface TextPage {
  title: string;
  description: string;
  /** Site path without the language prefix. */
  path: string;
  locale: string;
}

const keyOf = (entry: MetaDescriptor) =>
  (entry as { name?: string }).name ?? (entry as { property?: string }).property;

/**
 * The layout's meta (`parentMeta`) with a page's own title and summary in
 * place of the layout's, as an article's head has them (the blog's, the help
 * centre's): `<title>`, description and their Open Graph twins, then `extra`
 * (og:type, og:image…), which also replaces the layout's entry of that name;
 * canonical, hreflang and the rest stay.
 */
export function ownTitleMeta(
  parents: readonly MetaDescriptor[],
  page: Pick<TextPage, "title" | "description">,
  extra: readonly MetaDescriptor[] = [],
): MetaDescriptor[] {
  const replaced = new Set(["description", "og:title", "og:description", ...extra.map(keyOf)]);
  const kept = parents.filter((entry) => {
    if ("title" in entry) return false;
    const key = keyOf(entry);
    return !(key && replaced.has(key));
  });
  return [
    { title: `${page.title} | ${SITE_NAME}` },
    { name: "description", content: page.description },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    ...extra,
    ...kept,
  ];
}

/** BreadcrumbList JSON-LD: the site, then `between` (the blog, the help centre), then the page. */
export function pageCrumbs(page: TextPage, between: readonly Crumb[] = []): MetaDescriptor[] {
  return jsonLd(
    breadcrumbList(
      [{ name: SITE_NAME, path: "/" }, ...between, { name: page.title, path: page.path }],
      page.locale,
    ),
  );
}

/** BreadcrumbList and Article JSON-LD of a long text with the date it was last changed (issue #16). */
export function textPageJsonLd(
  page: TextPage & { updated?: string },
  between: readonly Crumb[] = [],
): MetaDescriptor[] {
  return [
    ...pageCrumbs(page, between),
    ...jsonLd(
      article({
        headline: page.title,
        description: page.description,
        path: page.path,
        locale: page.locale,
        dateModified: page.updated,
      }),
    ),
  ];
}
