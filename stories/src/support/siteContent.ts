import { BLOG_AUTHORS } from "../../../site/src/content/blog/blog-authors";
import { readingMinutes } from "../../../site/src/content/blog/reading-time";
import { splitFrontMatter } from "../../../site/src/content/markdown/front-matter";
import {
  type ContentHeading,
  renderMarkdown,
} from "../../../site/src/content/markdown/render-markdown";

/**
 * The blog's articles as the site writes them (`site/content/blog/<locale>/*.md`),
 * read with the site's own front-matter splitter and Markdown renderer, so a
 * blog composition shows the articles a visitor reads in the story's
 * language, not a retelling of them (issue #39).
 */
const sources = import.meta.glob<string>("../../../site/content/blog/*/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** The front matter the stories use (the site validates all of it: blog-schema.ts). */
interface FrontMatter {
  unikey: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  date: string;
  author: keyof typeof BLOG_AUTHORS;
}

export interface BlogPost extends FrontMatter {
  authorName: string;
  body: string;
}

export interface RenderedPost {
  html: string;
  headings: ContentHeading[];
  minutes: number;
}

const byLocale = new Map<string, BlogPost[]>();

/** The articles written in a locale, newest first, as the blog home lists them. */
export function blogPosts(locale: string): BlogPost[] {
  let posts = byLocale.get(locale);
  if (!posts) {
    const prefix = `../../../site/content/blog/${locale}/`;
    posts = Object.entries(sources)
      .filter(([path]) => path.startsWith(prefix))
      .map(([, source]) => {
        const { frontMatter, body } = splitFrontMatter(source);
        const data = frontMatter as FrontMatter;
        return { ...data, authorName: BLOG_AUTHORS[data.author].name, body };
      })
      .sort((a, b) => b.date.localeCompare(a.date) || a.unikey.localeCompare(b.unikey));
    if (posts.length === 0) throw new Error(`The site has no blog articles in ${locale}`);
    byLocale.set(locale, posts);
  }
  return posts;
}

const rendered = new Map<string, RenderedPost>();

/** An article's body as the site renders it: HTML with heading ids, its contents, its reading time. */
export function renderPost(post: BlogPost, locale: string): RenderedPost {
  const key = `${locale}/${post.unikey}`;
  let result = rendered.get(key);
  if (!result) {
    const markdown = renderMarkdown(post.body, { prefix: locale === "en" ? null : locale });
    result = {
      html: markdown.html,
      headings: markdown.headings,
      minutes: readingMinutes(markdown.words, locale),
    };
    rendered.set(key, result);
  }
  return result;
}
