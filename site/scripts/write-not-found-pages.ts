import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LOCALE_CODES } from "@mvpn/locales";

/**
 * Whatever serves the site answers an unknown path with `{prefix}/404.html`
 * and status 404. That copy must not hydrate: at an unknown URL the router
 * would match a different route than the page was rendered for and fail with
 * React error #418. So scripts and module preloads are stripped; the page is
 * plain HTML and CSS.
 */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/**
 * The prerendered cookie bar needs the document's script to hide it once
 * answered and the page's scripts to answer it: without them it would stay
 * on every not-found page with buttons that do nothing.
 */
export function stripCookieBar(html: string): string {
  return html.replace(/<section\b[^>]*data-slot="cookie-consent"[^>]*>[\s\S]*?<\/section>/, "");
}

/**
 * The stylesheets a page adds after its first paint (app/frame/late-stylesheet.ts:
 * the Japanese web font's slices) come from a script, which this copy has
 * lost; their `<noscript>` copies apply only where scripting is off. So each
 * becomes a plain link at the end of the body: the page's content above it
 * paints without waiting for it, as before, and a `ja` not-found page on a
 * device without a Japanese face gets its glyphs (issue #38) instead of the
 * blank placeholder face.
 */
export function applyLateStylesheets(html: string): string {
  const late: string[] = [];
  const withoutCopies = html.replace(
    /<noscript>\s*(<link rel="stylesheet" href="[^"]+"\/?>)\s*<\/noscript>/g,
    (_copy, link: string) => {
      late.push(link);
      return "";
    },
  );
  return late.length === 0 ? html : withoutCopies.replace("</body>", `${late.join("")}</body>`);
}

/** Where the server writes the requested path, HTML-escaped, when it answers 404 with this page. */
export const NOT_FOUND_PATH_MARKER = "<!--not-found-path-->";

/** The page is rendered at `/404`; the copy served for unknown paths names the path asked for instead. */
export function markRequestedPath(html: string): string {
  return html.replace(
    /(<bdi\b[^>]*data-slot="not-found-path"[^>]*>)[\s\S]*?(<\/bdi>)/,
    `$1${NOT_FOUND_PATH_MARKER}$2`,
  );
}

export async function writeNotFoundPages(clientDir: string): Promise<void> {
  for (const code of [null, ...LOCALE_CODES]) {
    const dir = code ? join(clientDir, code) : clientDir;
    const source = join(dir, "404", "index.html");
    const html = await readFile(source, "utf8");
    await mkdir(dir, { recursive: true });
    await writeFile(
      join(dir, "404.html"),
      markRequestedPath(stripCookieBar(applyLateStylesheets(stripScripts(html)))),
    );
  }
}
