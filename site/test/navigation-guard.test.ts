import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { EXTERNAL_ORIGINS } from "../src/app/routing/navigation-guards";
import { DOWNLOADS } from "../src/downloads/downloads.config";

/**
 * SPEC.md §2 "Navigating to an external URL without explicit opt-in is an
 * error. Navigating to a URL with a dangerous protocol is an error." The
 * guard is one function (navigation-guards.ts); this keeps every
 * programmatic navigation of the site behind it, and the opt-in list in step
 * with the other sites the site links to.
 */
const SRC = join(import.meta.dirname, "../src");
/** Where the router's navigate and the window's are wrapped by the guard. */
const GUARDS = new Set(["app/routing/guarded-navigation.ts", "app/routing/navigation-guards.ts"]);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a file without its comments, so a comment may name what it avoids. */
const code = (path: string) =>
  readFileSync(path, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

const UNGUARDED = [
  { what: "the router's useNavigate (use useGuardedNavigate)", pattern: /\buseNavigate\b/ },
  {
    what: "location.assign / location.replace / location.href = (use leavePageFor)",
    pattern:
      /\blocation\s*\.\s*(?:assign|replace)\s*\(|\blocation\s*\.\s*href\s*=(?!=)|\b(?:window|document)\s*\.\s*location\s*=(?!=)/,
  },
  { what: "window.open (use leavePageFor)", pattern: /\bwindow\s*\.\s*open\s*\(/ },
];

describe("given SPEC.md §2/§8's navigation rule", () => {
  it("should navigate only through the guard, in every source file of the site", () => {
    const found: string[] = [];
    for (const file of sources(SRC)) {
      const name = relative(SRC, file);
      if (GUARDS.has(name)) continue;
      const text = code(file);
      for (const { what, pattern } of UNGUARDED) {
        if (pattern.test(text)) found.push(`${name}: ${what}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("should see an unguarded navigation (the check can fail)", () => {
    const offending = [
      "const go = useNavigate();",
      "window.location.assign(url);",
      "location.replace(target);",
      "window.location.href = next;",
      "document.location = next;",
      'window.open("https://x.example")',
    ];
    for (const line of offending) {
      expect(UNGUARDED.some(({ pattern }) => pattern.test(line))).toBe(true);
    }
    for (const line of ["if (location.href === x) {}", "const location = useLocation();"]) {
      expect(UNGUARDED.some(({ pattern }) => pattern.test(line))).toBe(false);
    }
  });

  it("should list in EXTERNAL_ORIGINS every other site the download pages and page links send to", () => {
    const linksFolder = join(SRC, "content/page-links");
    const pageLinks = readdirSync(linksFolder).map((name) =>
      readFileSync(join(linksFolder, name), "utf8"),
    );
    const urls = [
      ...Object.values(DOWNLOADS).flatMap((config) => config.stores.map((store) => store.url)),
      ...pageLinks.flatMap((text) => text.match(/https?:\/\/[^"\s]+/g) ?? []),
    ];
    expect(urls.length).toBeGreaterThan(0);
    const unlisted = urls.filter((url) => !EXTERNAL_ORIGINS.includes(new URL(url).origin));
    expect(unlisted).toEqual([]);
  });

  it("should opt into nothing the site does not link to", () => {
    const linked = new Set(
      Object.values(DOWNLOADS).flatMap((config) =>
        config.stores.map((store) => new URL(store.url).origin),
      ),
    );
    expect(EXTERNAL_ORIGINS.filter((origin) => !linked.has(origin))).toEqual([]);
  });
});
