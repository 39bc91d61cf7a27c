import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BUILT_CLIENT, entryChunks } from "./built-site";

const client = BUILT_CLIENT;

/** Issue #14: what the api sends a browser that accepts Brotli or gzip is built, not compressed per request. */
describe("given the built site", () => {
  it.each(["index.html", "ar/index.html", "pricing/index.html", "sitemap.xml"])(
    "should hold a Brotli and a gzip copy of %s that decompress to it",
    (name) => {
      const file = join(client, name);
      expect(existsSync(file), "build the site first (npm run build)").toBe(true);
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
    },
  );

  it("should hold a Brotli copy of every script the home page loads first", () => {
    const chunks = entryChunks(readFileSync(join(client, "index.html"), "utf8"));
    const missing = chunks.filter((chunk) => {
      const file = join(client, chunk);
      return readFileSync(file).length >= 1024 && !existsSync(`${file}.br`);
    });
    expect(missing).toEqual([]);
  });
});
