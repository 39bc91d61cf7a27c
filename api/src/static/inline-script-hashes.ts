import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The hashes of each prerendered page's inline scripts, written by the site's
 * build to `_build/csp.json` ({ "/de/index.html": ["'sha256-…'"] }). A missing
 * or unreadable file means no page gets inline scripts allowed: the site then
 * renders but does not hydrate, which is safer than widening the policy.
 */
export async function readInlineScriptHashes(siteRoot: string): Promise<Map<string, string[]>> {
  try {
    const parsed: unknown = JSON.parse(
      await readFile(path.join(siteRoot, "_build", "csp.json"), "utf8"),
    );
    if (typeof parsed !== "object" || parsed === null) return new Map();
    return new Map(
      Object.entries(parsed).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) &&
          entry[1].every(
            (hash) => typeof hash === "string" && /^'sha256-[A-Za-z0-9+/=]+'$/.test(hash),
          ),
      ),
    );
  } catch {
    return new Map();
  }
}
