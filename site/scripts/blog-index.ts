import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { blogFrontMatter } from "../src/content/blog/blog-schema";
import { contentSlugs, readContent } from "../src/content/markdown/read-content";

/**
 * Writes src/content/blog/blog-index.generated.json from the English front
 * matter (validated: a bad field fails here, naming the file and the field):
 * what the browser needs to route the blog. Runs before every build; run it
 * after adding an article: `npm run blog:index -w @mvpn/site`.
 */
export const BLOG_INDEX_FILE = join(
  import.meta.dirname,
  "../src/content/blog/blog-index.generated.json",
);

export function computeBlogIndex(): string {
  const articles = contentSlugs("blog", "en").map((slug) => {
    const { data, file } = readContent("blog", "en", slug, blogFrontMatter, { prefix: null });
    if (data.unikey !== slug) {
      throw new Error(`${file}: unikey "${data.unikey}" must be the file name "${slug}"`);
    }
    return { unikey: data.unikey, category: data.category, tags: [...data.tags], date: data.date };
  });
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.unikey.localeCompare(b.unikey));
  // Laid out as Biome formats JSON (tags on one line), so `biome ci` and this file agree.
  const q = (text: string) => JSON.stringify(text);
  const entries = articles.map((article) =>
    [
      "    {",
      `      "unikey": ${q(article.unikey)},`,
      `      "category": ${q(article.category)},`,
      `      "tags": [${article.tags.map(q).join(", ")}],`,
      `      "date": ${q(article.date)}`,
      "    }",
    ].join("\n"),
  );
  return `{\n  "articles": [\n${entries.join(",\n")}\n  ]\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(BLOG_INDEX_FILE, computeBlogIndex());
  console.log(`blog index: ${BLOG_INDEX_FILE}`);
}
