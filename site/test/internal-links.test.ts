import { existsSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { BUILT_CLIENT, entryChunks, htmlFiles } from "./built-site";

/**
 * Issue #19: no broken internal link, anchor or asset in any locale of the
 * built site. Every `href`, `src` and `srcset` of every prerendered document
 * (and every `url()` of the stylesheets they link) must name something the
 * api's static serving answers 200, and every `#anchor` an element id of the
 * document it points into. The resolver mirrors api/src/static/serve-site.ts:
 * `/` → `index.html`, `/x` → `x/index.html` else the file `x` (assets, `.data`,
 * robots.txt); a path the api
 * redirects (`//`, `/home`) is a broken link too, since it is not a 200.
 * Links to the site's own origin (canonical, hreflang, og:url) count as
 * internal. Regexes rather than a DOM: the HTML is React's own output, with
 * double-quoted attributes, and 1,100 documents parse in a second this way.
 */

const client = BUILT_CLIENT;

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every URL a document's markup names: href, src, each srcset candidate, and its inline scripts' imports. */
export function referencedUrls(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (script) =>
    // Keep the <script src> attribute, drop the inline code (it is read by entryChunks below).
    script.replace(/>[\s\S]*<\/script>$/, "></script>"),
  );
  const urls: string[] = [];
  for (const [, name, value] of markup.matchAll(/\s(href|src|srcset)="([^"]*)"/g)) {
    const decoded = decodeEntities(value as string);
    if (name === "srcset") {
      for (const candidate of decoded.split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.push(url);
      }
    } else {
      urls.push(decoded);
    }
  }
  return [...urls, ...entryChunks(html)];
}

/** The site's origin, as the build wrote it into the home page's canonical link. */
function siteOrigin(): string {
  const home = readFileSync(join(client, "index.html"), "utf8");
  const canonical = home.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
  if (!canonical) throw new Error("the home page has no canonical link");
  return new URL(canonical).origin;
}

/**
 * api/src/static/resolve-site-file.ts and page-redirects.ts in one: the file
 * the api would send for a URL path with 200, else undefined.
 */
export function resolveServed(root: string, urlPath: string): string | undefined {
  // A redirect (double slash, /home, /{lang}/home) answers 301, not 200.
  if (/\/{2,}/.test(urlPath) || /^(?:\/[a-z]{2})?\/home\/?$/.test(urlPath)) return undefined;
  const raw = urlPath.slice(1).split("/");
  if (raw.at(-1) === "") raw.pop();
  const segments: string[] = [];
  for (const part of raw) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return undefined;
    }
    if (segment === "" || /[/\\\0]/.test(segment)) return undefined;
    if (segment.startsWith(".") && segment !== ".well-known") return undefined;
    segments.push(segment);
  }
  const candidates =
    segments.length === 0 ? [["index.html"]] : [[...segments, "index.html"], segments];
  for (const candidate of candidates) {
    const file = join(root, ...candidate);
    if (file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile()) {
      return `/${candidate.join("/")}`;
    }
  }
  return undefined;
}

const ids = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1] as string)));

describe("given the built site (issue #19: no broken internal link, anchor or asset)", () => {
  it("should resolve every href, src and srcset of every document, in every locale, to a file served with 200 and every #anchor to an id of its target", () => {
    expect(existsSync(join(client, "index.html")), "build the site first (npm run build)").toBe(
      true,
    );
    const origin = siteOrigin();
    const documents = htmlFiles(client);
    const idCache = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      let found = idCache.get(file);
      if (!found) {
        found = ids(readFileSync(join(client, file), "utf8"));
        idCache.set(file, found);
      }
      return found;
    };
    // Most references repeat (every page links the same chunks): resolve each path once.
    const resolved = new Map<string, string | undefined>();
    const serve = (urlPath: string) => {
      if (!resolved.has(urlPath)) resolved.set(urlPath, resolveServed(client, urlPath));
      return resolved.get(urlPath);
    };
    const broken: string[] = [];
    const stylesheets = new Set<string>();
    let checked = 0;

    for (const path of documents) {
      const self = `/${relative(client, path).split(sep).join("/")}`;
      const html = readFileSync(path, "utf8");
      idCache.set(self, ids(html));
      for (const reference of referencedUrls(html)) {
        // Other schemes and other origins are not ours to resolve.
        if (/^(?:data|mailto|tel|javascript):/i.test(reference)) continue;
        const url = new URL(reference, `${origin}${self}`);
        if (url.origin !== origin) continue;
        checked += 1;
        const isSelf = reference.startsWith("#");
        const target = isSelf ? self : serve(url.pathname);
        if (!target) {
          broken.push(`${self}: ${reference} (no file answers ${url.pathname})`);
          continue;
        }
        if (target.endsWith(".css")) stylesheets.add(target);
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && target.endsWith(".html") && !idsOf(target).has(anchor)) {
          broken.push(`${self}: ${reference} (${target} has no id="${anchor}")`);
        }
      }
    }

    // What the stylesheets fetch in turn (fonts, images).
    for (const sheet of stylesheets) {
      const css = readFileSync(join(client, sheet), "utf8");
      for (const [, quoted] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        const reference = quoted as string;
        if (reference.startsWith("data:") || reference.startsWith("#")) continue;
        const url = new URL(reference, `${origin}${sheet}`);
        if (url.origin !== origin) continue;
        checked += 1;
        if (!serve(url.pathname)) {
          broken.push(`${sheet}: url(${reference})`);
        }
      }
    }

    expect(documents.length, "prerendered documents").toBeGreaterThan(1000);
    expect(checked, "references checked").toBeGreaterThan(documents.length * 10);
    expect(broken).toEqual([]);
    // 1,100 documents read from disk: about 2 s alone, more beside a build.
  }, 60_000);
});
