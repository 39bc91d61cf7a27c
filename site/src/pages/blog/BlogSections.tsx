import { Tag, TagList } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useLayoutData } from "../../app/frame/useLayoutData";
import { withLanguage } from "../../app/routing/paths";
import { type BlogTag, blogTagNames } from "../../content/blog/blog-tags";
import { blogMessages } from "./blog-messages";

/** A titled part of a blog page; the title is the section's accessible name. */
export function BlogSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="font-display text-text m-0 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Tags as links to their listings, in the reader's language. */
export function BlogTags({ tags, label }: { tags: readonly string[]; label?: string }) {
  const intl = useIntl();
  const { locale } = useLayoutData();
  return (
    <TagList aria-label={label}>
      {tags.map((tag) => (
        <Tag key={tag} asChild>
          <Link to={withLanguage(locale, `/blog/tag/${tag}`)}>
            {intl.formatMessage(blogTagNames[tag as BlogTag])}
          </Link>
        </Tag>
      ))}
    </TagList>
  );
}

/** The ways on from a listing: every article, the search and the feed. */
export function BlogOnwardLinks() {
  const intl = useIntl();
  const { locale } = useLayoutData();
  const link =
    "text-text-link font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-focus rounded-control focus-visible:outline-2";
  return (
    <ul className="m-0 flex list-none flex-wrap gap-x-6 gap-y-2 p-0">
      <li>
        <Link className={link} to={withLanguage(locale, "/blog/more")}>
          {intl.formatMessage(blogMessages.allArticles)}
        </Link>
      </li>
      <li>
        <Link className={link} to={withLanguage(locale, "/blog/search")}>
          {intl.formatMessage(blogMessages.searchLink)}
        </Link>
      </li>
      <li>
        {/* A file, not a page: a plain link (the router would look for a route). */}
        <a
          className={link}
          href={withLanguage(locale, "/blog/feed.xml")}
          type="application/atom+xml"
        >
          {intl.formatMessage(blogMessages.feed)}
        </a>
      </li>
    </ul>
  );
}
