import type { MetaDescriptor } from "react-router";
import { localeFromPath, stripLanguage, withLanguage } from "../../app/routing/paths";
import { absoluteUrl, article, jsonLd, parentMeta } from "../../app/seo/structured-data";
import { ownTitleMeta, pageCrumbs } from "../../app/seo/text-page-meta";
import { BLOG_AUTHORS, type BlogAuthor } from "../../content/blog/blog-authors";
import type { BlogArticleData } from "../../content/blog/blog-data";
import { blogMorePath } from "../../content/blog/blog-pages";
import { SHARE_PICTURE, sharePicture } from "../../content/blog/share-picture";

type Matches = ReadonlyArray<{ meta?: MetaDescriptor[] } | undefined>;

/** Every blog page names its language's Atom feed (written by scripts/write-blog-files.ts). */
export function feedLink(locale: string, title: string): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title,
    href: withLanguage(locale, "/blog/feed.xml"),
  };
}

/**
 * An article's head: the layout's canonical, hreflang and feed link with the
 * article's own title and summary, Open Graph as an article with its
 * picture, and BlogPosting + BreadcrumbList JSON-LD (issue #17).
 */
export function articleMeta({
  loaderData,
  location,
  matches,
  blogCrumb,
}: {
  loaderData: BlogArticleData | undefined;
  location: { pathname: string };
  matches: Matches;
  blogCrumb: string;
}): MetaDescriptor[] {
  const parents = parentMeta(matches);
  if (!loaderData) return parents;
  const { article: post } = loaderData;
  const locale = localeFromPath(location.pathname);
  const path = stripLanguage(location.pathname);
  return [
    ...ownTitleMeta(parents, post, [
      { property: "og:type", content: "article" },
      // Shared links show a picture, never an SVG (share-picture.ts).
      { property: "og:image", content: absoluteUrl(sharePicture(post.image)) },
      { property: "og:image:width", content: String(SHARE_PICTURE.width) },
      { property: "og:image:height", content: String(SHARE_PICTURE.height) },
      { property: "og:image:alt", content: post.imageAlt },
      { property: "article:published_time", content: post.date },
    ]),
    ...pageCrumbs({ ...post, locale, path }, [{ name: blogCrumb, path: "/blog" }]),
    ...jsonLd({
      ...article({
        type: "BlogPosting",
        headline: post.title,
        description: post.description,
        path,
        locale,
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        // The editorial team writes as the organisation, not as a person.
        author:
          post.author === "editorial" ? undefined : BLOG_AUTHORS[post.author as BlogAuthor]?.name,
        image: post.image,
      }),
      inLanguage: post.locale,
      keywords: post.tags.join(", "),
    }),
  ];
}

/** `rel=prev/next` between the pages of `/blog/more` (the layout's meta kept). */
export function morePagesMeta(
  matches: Matches,
  locale: string,
  page: number,
  pageCount: number,
): MetaDescriptor[] {
  const link = (rel: string, target: number): MetaDescriptor => ({
    tagName: "link",
    rel,
    href: absoluteUrl(blogMorePath(target), locale),
  });
  return [
    ...parentMeta(matches),
    ...(page > 1 ? [link("prev", page - 1)] : []),
    ...(page < pageCount ? [link("next", page + 1)] : []),
  ];
}
