import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";

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
