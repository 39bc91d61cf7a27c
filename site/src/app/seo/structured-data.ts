import { faqJsonLd } from "@mvpn/design-system";
import type { MetaDescriptor } from "react-router";
import { withLanguage } from "../routing/paths";
import { SITE_NAME, SITE_ORIGIN } from "./site-origin";

/**
 * schema.org JSON-LD for search engines (issue #16: Organization and WebSite
 * on home, FAQPage where a page shows questions, BreadcrumbList on nested
 * pages, Article/BlogPosting on long texts).
 *
 * How to use, from a route module's `meta` (React Router renders
 * `{ "script:ld+json": … }` as `<script type="application/ld+json">` with the
 * JSON HTML-escaped; a data block is not executed, so the api's
 * `script-src` hashes neither need nor block it):
 *
 * ```ts
 * export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
 *   ...parentMeta(matches),                       // keep the layout's title, canonical, hreflang
 *   ...jsonLd(breadcrumbList([{ name: "Home", path: "/" }, { name: "Terms", path: "/termsuse" }], "de")),
 * ];
 * ```
 *
 * Paths are site paths without a locale prefix; pass the page's locale and
 * the builders add the prefix and the site's origin. Every builder returns a
 * plain object, so tests can compare it as it is.
 */

export type Json = Record<string, unknown>;

export const CONTEXT = "https://schema.org";

/** The absolute URL of a site path in a locale (English has no prefix). */
export function absoluteUrl(path: string, locale = "en", origin = SITE_ORIGIN): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${origin}${withLanguage(locale, path.startsWith("/") ? path : `/${path}`)}`;
}

/** The meta entry that puts one JSON-LD object in the page's head. */
export function jsonLd(data: Json): MetaDescriptor[] {
  return [{ "script:ld+json": data }];
}

/**
 * A child route's `meta` replaces its layout's: this returns the meta the
 * matched parents produced (title, description, canonical, hreflang), for a
 * page that adds its own JSON-LD on top.
 */
export function parentMeta(
  matches: ReadonlyArray<{ meta?: MetaDescriptor[] } | undefined>,
): MetaDescriptor[] {
  return matches.slice(0, -1).flatMap((match) => match?.meta ?? []);
}

export interface OrganizationInput {
  /** Site path or absolute URL of the logo image (the press kit's SVG by default). */
  logo?: string;
  /** Profiles of the organisation elsewhere (social accounts). */
  sameAs?: readonly string[];
  email?: string;
}

/** `Organization`: who runs the site. Home and /aboutus. */
export function organization({
  logo = "/press/mvpn-logo-master.svg",
  sameAs = [],
  email,
}: OrganizationInput = {}): Json {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    name: SITE_NAME,
    url: absoluteUrl("/"),
    logo: absoluteUrl(logo),
    ...(sameAs.length > 0 && { sameAs: [...sameAs] }),
    ...(email && {
      contactPoint: { "@type": "ContactPoint", email, contactType: "customer support" },
    }),
  };
}

/** `WebSite`: the site itself, in the home page's language. Home only. */
export function webSite(locale = "en"): Json {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    name: SITE_NAME,
    url: absoluteUrl("/", locale),
    inLanguage: locale,
  };
}

/** `FAQPage` from the questions a page shows (the design system's builder, re-exported here so pages import one module). */
export function faqPage(items: ReadonlyArray<{ question: string; answer: string }>): Json {
  return faqJsonLd(items) as unknown as Json;
}

export interface Crumb {
  name: string;
  /** Site path without a locale prefix (`/vpn-server`). */
  path: string;
}

/** `BreadcrumbList`: from home to the page itself, the same crumbs the page shows. */
export function breadcrumbList(crumbs: readonly Crumb[], locale = "en"): Json {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, locale),
    })),
  };
}

export interface ArticleInput {
  /** `Article` for pages (explainer, terms), `BlogPosting` for blog posts. */
  type?: "Article" | "BlogPosting";
  headline: string;
  description?: string;
  /** Site path without prefix. */
  path: string;
  locale?: string;
  /** ISO dates (`2026-11-02`). */
  datePublished?: string;
  dateModified?: string;
  author?: string;
  /** Site path or absolute URL. */
  image?: string;
}

/** `Article` or `BlogPosting` for a long text. */
export function article({
  type = "Article",
  headline,
  description,
  path,
  locale = "en",
  datePublished,
  dateModified,
  author,
  image,
}: ArticleInput): Json {
  const url = absoluteUrl(path, locale);
  return {
    "@context": CONTEXT,
    "@type": type,
    headline,
    ...(description && { description }),
    url,
    mainEntityOfPage: url,
    inLanguage: locale,
    ...(datePublished && { datePublished }),
    ...((dateModified ?? datePublished) && { dateModified: dateModified ?? datePublished }),
    author: author
      ? { "@type": "Person", name: author }
      : { "@type": "Organization", name: SITE_NAME },
    publisher: {
      "@type": "Organization",
      name: SITE_NAME,
      logo: { "@type": "ImageObject", url: absoluteUrl("/press/mvpn-logo-master.svg") },
    },
    ...(image && { image: absoluteUrl(image) }),
  };
}

/** The press kit's logo: the image of the product in its structured data. */
export const LOGO_PATH = "/press/mvpn-logo-master.svg";
