import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { z } from "zod";
import { splitFrontMatter } from "./front-matter";
import { type RenderedMarkdown, type RenderOptions, renderMarkdown } from "./render-markdown";

/** `site/content`: long-form copy, one Markdown file per kind, locale and slug (ARCHITECTURE.md). */
const FROM_SOURCE = join(import.meta.dirname, "../../../content");
// In the bundled server build (prerendering) this module lives under
// `<build>/server/`, where the relative path means nothing; the build runs in
// `site/`, so the working directory finds the folder there.
export const CONTENT_DIR = existsSync(FROM_SOURCE) ? FROM_SOURCE : join(process.cwd(), "content");

/** A content file that is missing or whose front matter does not fit its schema: the message names the file and the field. */
export class ContentError extends Error {
  override name = "ContentError";
}

export interface ContentFile<T> {
  /** The validated front matter. */
  data: T;
  body: RenderedMarkdown;
  /** Path relative to `site/`, for messages. */
  file: string;
}

export { splitFrontMatter };

export function contentPath(kind: string, locale: string, slug: string): string {
  return join(CONTENT_DIR, kind, locale, `${slug}.md`);
}

/** The slugs of a kind in a locale (file names without `.md`), sorted. */
export function contentSlugs(kind: string, locale: string): string[] {
  const dir = join(CONTENT_DIR, kind, locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => name.slice(0, -3))
    .sort();
}

/**
 * Reads, validates and renders one content file. Build time only (route
 * loaders, tests, scripts): it reads the file system.
 */
export function readContent<Schema extends z.ZodType>(
  kind: string,
  locale: string,
  slug: string,
  schema: Schema,
  options: RenderOptions,
): ContentFile<z.infer<Schema>> {
  const path = contentPath(kind, locale, slug);
  const file = relative(join(CONTENT_DIR, ".."), path);
  if (!existsSync(path)) throw new ContentError(`${file}: missing`);
  const { frontMatter, body } = splitFrontMatter(readFileSync(path, "utf8"));
  const parsed = schema.safeParse(frontMatter);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".") || "(front matter)"}: ${issue.message}`)
      .join("; ");
    throw new ContentError(`${file}: front matter ${problems}`);
  }
  return { data: parsed.data, body: renderMarkdown(body, options), file };
}
