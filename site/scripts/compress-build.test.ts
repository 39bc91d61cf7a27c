import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compressBuild, MIN_BYTES } from "./compress-build";

describe("given a built site (issue #14: compressed delivery)", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "mvpn-compress-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("should write a Brotli and a gzip copy of each text file that decompress to the original", async () => {
    const html = `<!doctype html><title>mVPN</title>${"<p>Fast, private, everywhere.</p>".repeat(200)}`;
    await writeFile(join(dir, "index.html"), html);
    const result = await compressBuild(dir);
    expect(result.files).toBe(1);
    expect(brotliDecompressSync(await readFile(join(dir, "index.html.br"))).toString()).toBe(html);
    expect(gunzipSync(await readFile(join(dir, "index.html.gz"))).toString()).toBe(html);
    expect(result.brotliBytes).toBeLessThan(result.bytes / 10);
  });

  it(`should leave files under ${MIN_BYTES} bytes and images as they are`, async () => {
    await writeFile(join(dir, "robots.txt"), "User-agent: *\n");
    await writeFile(join(dir, "photo.png"), Buffer.alloc(4096, 7));
    await compressBuild(dir);
    expect(existsSync(join(dir, "robots.txt.br"))).toBe(false);
    expect(existsSync(join(dir, "photo.png.br"))).toBe(false);
    expect(existsSync(join(dir, "photo.png.gz"))).toBe(false);
  });
});
