import { DEFAULT_LOCALE, findLocale, SELECTABLE_LOCALES } from "@mvpn/locales";
import type { MetaDescriptor } from "react-router";
import { pathExistsIn } from "../../content/help/help-locales";
import { stripLanguage, withLanguage } from "../routing/paths";
import { SITE_NAME, SITE_ORIGIN } from "./site-origin";

export interface SeoInput {
  locale: string;
  pathname: string;
  title: string;
  description: string;
  /** False for account, checkout and not-found pages: no canonical, no alternates, `noindex`. */
  indexable: boolean;
  origin?: string;
}

/**
 * The URL of a page in a locale. English lives without a prefix; `/en/…`
 * exists too (SPEC.md §2) but names the same page, so it is never canonical.
 */
export function localeUrl(locale: string, pathname: string, origin = SITE_ORIGIN): string {
  return `${origin}${withLanguage(locale, stripLanguage(pathname))}`;
}

/**
 * hreflang alternates: the languages the page is written in (all 11, the help
 * centre's two) and `x-default` (the unprefixed English page).
 */
export function alternates(pathname: string, origin = SITE_ORIGIN) {
  const bare = stripLanguage(pathname);
  return [
    ...SELECTABLE_LOCALES.filter((entry) => pathExistsIn(bare, entry.code)).map((entry) => ({
      hrefLang: entry.code === DEFAULT_LOCALE ? "en" : entry.iso,
      href: localeUrl(entry.code, pathname, origin),
    })),
    { hrefLang: "x-default", href: localeUrl(DEFAULT_LOCALE, pathname, origin) },
  ];
}

/**
 * Japanese messages carry zero-width spaces between phrases, for line breaking
 * (scripts/japanese-phrases.ts): a title or description is never wrapped by
 * the page, and a search result or a shared link shows it without them.
 */
const withoutPhraseBreaks = (text: string) => text.replaceAll("\u200B", "");

/** Title, description, canonical, hreflang and Open Graph for one page in one language. */
export function seoMeta(page: SeoInput): MetaDescriptor[] {
  const input = {
    ...page,
    title: withoutPhraseBreaks(page.title),
    description: withoutPhraseBreaks(page.description),
  };
  const origin = input.origin ?? SITE_ORIGIN;
  const url = localeUrl(input.locale, input.pathname, origin);
  const ogLocale = (findLocale(input.locale)?.iso ?? "en-US").replace("-", "_");
  const shared: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: ogLocale },
    { name: "twitter:card", content: "summary" },
  ];
  if (!input.indexable) return [...shared, { name: "robots", content: "noindex" }];
  return [
    ...shared,
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates(input.pathname, origin).map(({ hrefLang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang,
      href,
    })),
  ];
}
