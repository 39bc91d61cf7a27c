import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BUILT_CLIENT, entryChunks } from "./built-site";

/**
 * Issue #5: the JavaScript a marketing page loads before it is interactive
 * (its module scripts and modulepreloads), gzip level 9, in bytes. The figure
 * and its breakdown are in README.md ("JavaScript budget"); raise it only with
 * a reason written there.
 */
export const HOME_ENTRY_BUDGET_GZIP = 187_000;

const client = BUILT_CLIENT;

const gzipBytes = (file: string) => gzipSync(readFileSync(join(client, file)), { level: 9 }).length;

describe("given the built home page", () => {
  it.each(["index.html", "ar/index.html", "features/index.html"])(
    "should keep %s's entry JavaScript within the budget",
    (page) => {
      const file = join(client, page);
      expect(existsSync(file), "build the site first (npm run build)").toBe(true);
      const chunks = entryChunks(readFileSync(file, "utf8"));
      expect(chunks.length).toBeGreaterThan(3);
      const total = chunks.reduce((sum, chunk) => sum + gzipBytes(chunk), 0);
      expect(total).toBeLessThanOrEqual(HOME_ENTRY_BUDGET_GZIP);
    },
  );

  it("should not load the HTTP client or Firebase before the page is interactive", () => {
    const html = readFileSync(join(client, "index.html"), "utf8");
    const code = entryChunks(html)
      .map((chunk) => readFileSync(join(client, chunk), "utf8"))
      .join("\n");
    expect(code).not.toMatch(/axios|firebase|AxiosError/i);
  });
});
