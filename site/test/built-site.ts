import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** The built site's client folder: `site/build/client`, or SITE_BUILD_DIR's when a build was made elsewhere. */
export const BUILT_CLIENT = process.env.SITE_BUILD_DIR
  ? join(resolve(process.env.SITE_BUILD_DIR), "client")
  : join(import.meta.dirname, "../build/client");

/**
 * The files a prerendered page's HTML makes the browser fetch and run on
 * load: React Router's module preloads and imports, which the build's
 * deferHydration moves from the head into the inline module loader (they
 * start after the first paint, but every one of them is still fetched).
 */
export function entryChunks(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const loaded = [...moduleLoader(html).matchAll(/"(\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  return [...new Set([...preloads, ...loaded])];
}

/**
 * A built chunk and every chunk it imports statically, transitively: what the
 * browser fetches and runs when the chunk is loaded (`assets/x.js` names).
 * Dynamic imports are left out: they load when the code asks for them.
 */
export function staticImportClosure(chunk: string, directory: string = BUILT_CLIENT): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(directory, file), "utf8");
    // Rolldown's output: `import{…}from"./x.js"` and `import"./x.js"`, never inside a string.
    for (const match of code.matchAll(
      /(?:^|[;}\n])\s*import\s*(?:[^"'();]*?from\s*)?"\.\/([^"]+)"/g,
    )) {
      visit(join(dirname(file), match[1] as string));
    }
  };
  visit(chunk);
  return [...seen];
}

/** The text of a prerendered page's inline module loader (empty when it has none). */
export function moduleLoader(html: string): string {
  return /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

/** Every prerendered document under `directory` (the assets folder holds none). */
export function htmlFiles(directory: string = BUILT_CLIENT): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}
