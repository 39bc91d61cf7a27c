import generated from "./blog-index.generated.json" with { type: "json" };

/**
 * What the browser must know of the blog to route it (SPEC.md §2 validate:
 * an unknown article, tag or page answers 404) without loading a word of
 * the articles: each article's unikey, category, tags and date, newest first.
 * `blog-index.generated.json` is written from the English front matter by
 * `npm run blog:index -w @mvpn/site` (and at the start of every build);
 * site/test/blog-content.test.ts fails when it is stale.
 */
export interface BlogIndexEntry {
  unikey: string;
  category: string;
  tags: string[];
  date: string;
}

export const BLOG_INDEX: readonly BlogIndexEntry[] = generated.articles;

export const BLOG_UNIKEYS: readonly string[] = BLOG_INDEX.map((entry) => entry.unikey);

/** The tags at least one article carries, sorted: a tag page is never empty. */
export const BLOG_USED_TAGS: readonly string[] = [
  ...new Set(BLOG_INDEX.flatMap((entry) => entry.tags)),
].sort();
