import type { ComponentProps, ReactNode } from "react";
import { Card, CardLink } from "../card/Card";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { useMessages } from "../i18n/messages";
import { ClockIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import type { LinkRenderer } from "../link-renderer/linkRenderer";
import { useLocale } from "../locale/LocaleProvider";
import { blogCardMessages } from "./intl/catalog.gen";
import { publishedDate } from "./publishedDate";
import { readingTimeLabel } from "./readingTime";

export interface BlogCardProps extends Omit<ComponentProps<"article">, "title"> {
  title: ReactNode;
  /** The post's address; the title links there and the whole card follows it. */
  href: string;
  /** Renders the site's router link instead of `<a>` (it receives `href`, `className`, `children`). */
  renderLink?: LinkRenderer;
  /**
   * The picture: an `<img>` or `<picture>` with explicit `width` and `height`
   * (AVIF/WebP sources, `alt=""` since the title names the post), or an inline
   * SVG. It sits in a 16:9 box, so nothing moves while it loads.
   */
  image?: ReactNode;
  /** The post's category ("Privacy", "Streaming"); may be a link of its own. */
  category?: ReactNode;
  excerpt?: ReactNode;
  /** Publication date (a `Date` or an ISO string). */
  publishedAt: Date | string;
  /** Time zone of the shown date; UTC by default so server and browser agree. */
  timeZone?: string;
  /** Reading time in minutes; shown as "5 min read" in the reader's language. */
  readingMinutes?: number;
  /** Heading level of the title; `3` by default (cards under a section's `h2`). */
  headingLevel?: HeadingLevel;
}

/** A blog post teaser: the whole card is one link named by the post's title. */
export function BlogCard({
  title,
  href,
  renderLink,
  image,
  category,
  excerpt,
  publishedAt,
  timeZone,
  readingMinutes,
  headingLevel = 3,
  className,
  ...props
}: BlogCardProps) {
  const { locale } = useLocale();
  const t = useMessages(blogCardMessages);
  const date = publishedDate(publishedAt, locale, timeZone);
  const Heading = headingTag(headingLevel);
  return (
    <Card asChild className={cn("overflow-hidden", className)}>
      <article data-slot="blog-card" {...props}>
        {image == null ? null : (
          <div
            data-slot="blog-card-image"
            className="bg-surface-sunken aspect-video w-full overflow-hidden [&>img]:size-full [&>img]:object-cover [&>picture]:size-full [&>picture>img]:size-full [&>picture>img]:object-cover [&>svg]:size-full"
          >
            {image}
          </div>
        )}
        <div data-slot="blog-card-body" className="flex flex-1 flex-col gap-3 p-6">
          {category == null ? null : (
            <p
              data-slot="blog-card-category"
              className="text-text-accent relative z-10 w-fit text-sm font-semibold"
            >
              {category}
            </p>
          )}
          <Heading
            data-slot="blog-card-title"
            className="font-display text-text text-xl leading-tight font-bold"
          >
            {renderLink ? (
              <CardLink asChild>{renderLink({ href, children: title })}</CardLink>
            ) : (
              <CardLink href={href}>{title}</CardLink>
            )}
          </Heading>
          {excerpt == null ? null : (
            <p
              data-slot="blog-card-excerpt"
              className="text-text-muted line-clamp-3 text-base leading-relaxed"
            >
              {excerpt}
            </p>
          )}
          <p
            data-slot="blog-card-meta"
            className="text-text-muted mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm"
          >
            <time data-slot="blog-card-date" dateTime={date.dateTime}>
              {date.label}
            </time>
            {readingMinutes == null ? null : (
              <span data-slot="blog-card-reading-time" className="inline-flex items-center gap-1">
                <ClockIcon />
                {readingTimeLabel(readingMinutes, locale, t)}
              </span>
            )}
          </p>
        </div>
      </article>
    </Card>
  );
}
