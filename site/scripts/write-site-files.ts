import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { LOCALE_CODES } from "@mvpn/locales";
import { pageLocales, SITE_PAGES } from "../src/app/routing/site-pages";
import { alternates, localeUrl } from "../src/app/seo/seo-meta";
import { concretePaths } from "../src/prerender-paths";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * sitemap.xml: every indexable page once per language (English without a
 * prefix, never `/en/…`, which canonicalises to it), each with its hreflang
 * alternates and x-default.
 */
export function sitemapXml(origin: string): string {
  const pages = SITE_PAGES.filter((page) => page.render === "static").flatMap((page) =>
    concretePaths(page).map((path) => ({ path, locales: pageLocales(page) })),
  );
  const entries = pages.flatMap(({ path, locales }) =>
    [null, ...LOCALE_CODES.filter((code) => code !== "en" && locales.includes(code))].map(
      (code) => {
        const links = alternates(path, origin)
          .map(
            ({ hrefLang, href }) =>
              `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`,
          )
          .join("\n");
        return `  <url>\n    <loc>${escapeXml(localeUrl(code ?? "en", path, origin))}</loc>\n${links}\n  </url>`;
      },
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/**
 * robots.txt: everything public may be crawled; account, checkout and payment
 * pages may not (with or without a prefix). A rule covers every path under it,
 * so `/pricing/checkout` stands for each plan's checkout too.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = SITE_PAGES.filter((page) => page.render === "private" && page.name !== "404")
    .flatMap(concretePaths)
    .filter((path, _, all) => !all.some((other) => other !== path && path.startsWith(`${other}/`)))
    .flatMap((path) => [path, `/*${path}`]);
  return [
    "User-agent: *",
    ...[...new Set(privatePaths)].map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** CSP source expressions (`'sha256-…'`) of a document's inline scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "", "utf8")
        .digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

/**
 * React Router puts each page's hydration data and its module loader in
 * inline scripts. The server's Content-Security-Policy allows exactly those
 * (`script-src 'self' 'sha256-…'`, per document) instead of 'unsafe-inline':
 * `_build/csp.json` maps each HTML file to its hashes.
 */
async function cspHashes(clientDir: string): Promise<Record<string, string[]>> {
  const map: Record<string, string[]> = {};
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith(".html")) {
        const hashes = inlineScriptHashes(await readFile(path, "utf8"));
        if (hashes.length > 0) map[`/${relative(clientDir, path).split("\\").join("/")}`] = hashes;
      }
    }
  }
  await walk(clientDir);
  return map;
}

export async function writeSiteFiles(
  clientDir: string,
  options: { origin: string; buildId: string },
) {
  await writeFile(join(clientDir, "sitemap.xml"), sitemapXml(options.origin));
  await writeFile(join(clientDir, "robots.txt"), robotsTxt(options.origin));
  await mkdir(join(clientDir, "_build"), { recursive: true });
  // SPEC.md §7: the build manifest the build check polls.
  await writeFile(
    join(clientDir, "_build", "latest.json"),
    `${JSON.stringify({ id: options.buildId, timestamp: Date.now() })}\n`,
  );
  await writeFile(
    join(clientDir, "_build", "csp.json"),
    JSON.stringify(await cspHashes(clientDir)),
  );
}
