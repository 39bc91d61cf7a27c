import { z } from "zod";
import { BLOG_CATEGORIES } from "../../app/routing/site-pages";
import { BLOG_AUTHOR_IDS } from "./blog-authors";
import { BLOG_TAGS } from "./blog-tags";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date written 2026-11-02");

/**
 * Front matter of a blog article (`site/content/blog/<locale>/<unikey>.md`),
 * documented in docs/content.md ("Blog"). Build time and tests only.
 */
export const blogFrontMatter = z.object({
  /** The article's id in every language: its file name and its URL (`/blog/<unikey>`). */
  unikey: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
  title: z.string().min(1),
  /** One or two sentences: cards, the feed, search results and the meta description. */
  description: z.string().min(1),
  category: z.enum(BLOG_CATEGORIES),
  /** Ids of blog-tags.ts, at least one. */
  tags: z.array(z.enum(BLOG_TAGS)).min(1),
  date: isoDate,
  updated: isoDate.optional(),
  /** An id of blog-authors.ts. */
  author: z.enum(BLOG_AUTHOR_IDS as [string, ...string[]]),
  /** Site path of the lead image under site/public (`/blog/<unikey>.svg`), 1200 × 630. */
  image: z
    .string()
    .regex(/^\/blog\/[a-z0-9-]+\.(svg|png|jpg|webp|avif)$/, "a path like /blog/<unikey>.svg"),
  /** What the lead image shows, for screen readers. */
  imageAlt: z.string().min(1),
});
export type BlogFrontMatter = z.infer<typeof blogFrontMatter>;
