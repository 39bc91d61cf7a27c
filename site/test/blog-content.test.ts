import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALE_CODES } from "@mvpn/locales";
import { describe, expect, it } from "vitest";
import { computeBlogIndex } from "../scripts/blog-index";
import { BLOG_CATEGORIES } from "../src/app/routing/site-pages";
import { blogFrontMatter } from "../src/content/blog/blog-schema";
import { BLOG_TAGS } from "../src/content/blog/blog-tags";
import { SHARE_PICTURE, sharePicture } from "../src/content/blog/share-picture";
import { contentSlugs, readContent } from "../src/content/markdown/read-content";

/**
 * Issue #17: the blog's articles. The generic checks of every content kind
 * (script, not an English copy) live in content.test.ts; these are the
 * blog's own: the routing index, the front matter fields and the English
 * originals' length. Missing translations fail here until translators run.
 */
const PUBLIC_DIR = join(import.meta.dirname, "../public");
const INDEX_FILE = join(import.meta.dirname, "../src/content/blog/blog-index.generated.json");
const unikeys = contentSlugs("blog", "en");
const read = (locale: string, unikey: string) =>
  readContent("blog", locale, unikey, blogFrontMatter, { prefix: null });

describe("given the blog's English articles", () => {
  it("should be at least 12, each category with at least two", () => {
    expect(unikeys.length).toBeGreaterThanOrEqual(12);
    const categories = unikeys.map((unikey) => read("en", unikey).data.category);
    for (const category of BLOG_CATEGORIES) {
      expect(categories.filter((c) => c === category).length, category).toBeGreaterThanOrEqual(2);
    }
  });

  it("should have a build-time index that matches them (run `npm run blog:index -w @mvpn/site`)", () => {
    expect(JSON.parse(readFileSync(INDEX_FILE, "utf8"))).toEqual(JSON.parse(computeBlogIndex()));
  });

  it.each(unikeys)("%s: should be named by its unikey, with its picture, 600+ words", (unikey) => {
    const { data, body } = read("en", unikey);
    expect(data.unikey).toBe(unikey);
    expect(existsSync(join(PUBLIC_DIR, data.image)), `${data.image} is missing`).toBe(true);
    expect(body.words).toBeGreaterThanOrEqual(600);
    expect(body.headings.filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(3);
  });

  it("should share tags between articles, each tag one of blog-tags.ts", () => {
    const tags = unikeys.flatMap((unikey) => read("en", unikey).data.tags);
    for (const tag of tags) expect(BLOG_TAGS).toContain(tag);
    const shared = new Set(tags.filter((tag, index) => tags.indexOf(tag) !== index));
    expect(shared.size).toBeGreaterThanOrEqual(5);
  });

  it("should give each lead picture explicit width, height and viewBox", () => {
    for (const unikey of unikeys) {
      const svg = readFileSync(join(PUBLIC_DIR, read("en", unikey).data.image), "utf8");
      expect(svg, unikey).toMatch(
        /<svg[^>]+width="1200"[^>]+height="630"[^>]+viewBox="0 0 1200 630"/,
      );
      expect(svg.length, unikey).toBeLessThan(10_000);
    }
  });

  it.each(unikeys)(
    "%s: should share its link with a 1200 × 630 JPEG, not the SVG (run `npm run pictures -w @mvpn/site`)",
    (unikey) => {
      const shared = sharePicture(read("en", unikey).data.image);
      expect(shared).toMatch(/\.jpg$/);
      const jpeg = readFileSync(join(PUBLIC_DIR, shared));
      expect(jpegSize(jpeg)).toEqual(SHARE_PICTURE);
    },
  );
});

/** Width and height from a JPEG's start-of-frame segment (SOF0–SOF2). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  for (let at = 2; at + 9 < bytes.length; ) {
    const marker = bytes.readUInt16BE(at);
    if (marker >= 0xffc0 && marker <= 0xffc2) {
      return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    }
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  throw new Error("no start-of-frame segment");
}

describe.each(LOCALE_CODES.filter((code) => code !== "en"))("given the blog in %s", (locale) => {
  it.each(unikeys)(
    "%s: should exist with valid front matter and the English one's facts",
    (unikey) => {
      expect(existsSync(join(import.meta.dirname, `../content/blog/${locale}/${unikey}.md`))).toBe(
        true,
      );
      const english = read("en", unikey).data;
      const { data } = read(locale, unikey);
      const facts = ({ unikey, category, tags, date, updated, author, image }: typeof data) => ({
        unikey,
        category,
        tags,
        date,
        updated,
        author,
        image,
      });
      expect(facts(data)).toEqual(facts(english));
      expect(data.title).not.toBe(english.title);
      expect(data.description).not.toBe(english.description);
    },
  );
});
