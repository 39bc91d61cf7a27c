import { join, resolve } from "node:path";

/** The built site's client folder: `site/build/client`, or SITE_BUILD_DIR's when a build was made elsewhere. */
export const BUILT_CLIENT = process.env.SITE_BUILD_DIR
  ? join(resolve(process.env.SITE_BUILD_DIR), "client")
  : join(import.meta.dirname, "../build/client");

/** The files a prerendered page's HTML makes the browser fetch and run at once. */
export function entryChunks(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const imports = [...html.matchAll(/import(?:\(|\s)"([^"]+\.js)"/g)].map((m) => m[1] as string);
  return [...new Set([...preloads, ...imports])];
}
