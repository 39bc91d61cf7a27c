import GithubSlugger from "github-slugger";
import { Marked, type Tokens } from "marked";
import { assertNavigable, EXTERNAL_ORIGINS } from "../../app/routing/navigation-guards";
import { SITE_ORIGIN } from "../../app/seo/site-origin";

/** A heading of a long-form text, for its table of contents. */
export interface ContentHeading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedMarkdown {
  /** The body as HTML, headings with ids, site links with the page's locale prefix. */
  html: string;
  /** The `##` and `###` headings, in order. */
  headings: ContentHeading[];
  /** Words of body text (see countWords). */
  words: number;
}

export interface RenderOptions {
  /** The locale prefix of the page the text appears on (`de`), or null for the unprefixed English page. */
  prefix: string | null;
  /** The other sites a link may go to: the site's list (navigation-guards.ts) unless a test names others. */
  allowedOrigins?: readonly string[];
}

// A link or form target written as HTML inside the Markdown (the link renderer never sees it).
const HTML_TARGET = /\s(?:href|src|action|formaction)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

// Han, Hiragana, Katakana: written without spaces, so each character counts as
// a word for the "proportionate text" check (a Japanese word averages ~2 characters;
// docs/content.md explains the ratio the check allows).
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;

/** Words of plain text: space-separated words, plus one per CJK character. */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const spaced = text
    .replace(CJK, " ")
    .split(/\s+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  return cjk + spaced.length;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();

/**
 * Markdown → HTML at build time (route loaders run while prerendering, so no
 * Markdown parser reaches the browser). Headings get GitHub-style ids that the
 * table of contents links to; a link to a site path (`/pricing`) gets the
 * page's locale prefix so a reader stays in their language; external links
 * open with `rel="noopener"` and no referrer. Every link, Markdown or HTML,
 * passes the navigation guard (SPEC.md §2/§8): a dangerous protocol, or a site
 * not in the allowed list, fails the build with the link named.
 */
export function renderMarkdown(
  source: string,
  { prefix, allowedOrigins = EXTERNAL_ORIGINS }: RenderOptions,
): RenderedMarkdown {
  const guard = (href: string) => assertNavigable(href, SITE_ORIGIN, { allowedOrigins });
  const slugger = new GithubSlugger();
  const headings: ContentHeading[] = [];
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = plain(inner);
        const id = slugger.slug(text);
        if (depth === 2 || depth === 3) headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${title}"` : "";
        guard(href);
        if (/^https?:\/\//.test(href)) {
          return `<a href="${href}"${titleAttr} rel="noopener noreferrer">${inner}</a>`;
        }
        const local =
          href.startsWith("/") && prefix ? `/${prefix}${href === "/" ? "" : href}` : href;
        return `<a href="${local}"${titleAttr}>${inner}</a>`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        for (const [, double, single, bare] of text.matchAll(HTML_TARGET)) {
          guard(double ?? single ?? bare ?? "");
        }
        return text;
      },
    },
  });
  const html = marked.parse(source) as string;
  return { html, headings, words: countWords(plain(html)) };
}
