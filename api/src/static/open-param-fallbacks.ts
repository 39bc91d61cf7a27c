import { readFile } from "node:fs/promises";
import path from "node:path";

export interface OpenParamFallback {
  /** `/de/pricing/checkout/` */
  prefix: string;
  /** `/de/pricing/checkout/index.html` */
  file: string;
}

/**
 * The site's pages with an open parameter (the checkout's plan id) are
 * prerendered once without it; the build lists them in
 * `_build/fallbacks.json` and `{prefix}{id}` is answered with that HTML.
 */
export async function readOpenParamFallbacks(siteRoot: string): Promise<OpenParamFallback[]> {
  try {
    const parsed: unknown = JSON.parse(
      await readFile(path.join(siteRoot, "_build", "fallbacks.json"), "utf8"),
    );
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is OpenParamFallback =>
            typeof entry?.prefix === "string" && typeof entry?.file === "string",
        )
      : [];
  } catch {
    return [];
  }
}

/** The fallback file for a path one safe segment below a fallback prefix, else undefined. */
export function matchOpenParam(
  fallbacks: readonly OpenParamFallback[],
  urlPath: string,
): string | undefined {
  for (const { prefix, file } of fallbacks) {
    if (!urlPath.startsWith(prefix)) continue;
    const rest = urlPath.slice(prefix.length).replace(/\/$/, "");
    if (/^[A-Za-z0-9_-]{1,64}$/.test(rest)) return file;
  }
  return undefined;
}
