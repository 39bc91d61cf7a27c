import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches: documents, scripts, styles, data, the sitemap. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|data|svg|xml|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
export const MIN_BYTES = 1024;

/**
 * Issue #14, first step: a Brotli (quality 11) and a gzip (level 9) copy next
 * to every text file of the built site, `x.br` and `x.gz`, written once at
 * build time. The api sends them to browsers that accept them (@fastify/static
 * `preCompressed`, with Content-Encoding and Vary: Accept-Encoding); a CDN in
 * front would serve the same files. A copy that is not smaller is not
 * written. The zlib calls run on libuv's thread pool, a few at a time.
 */
export async function compressBuild(
  clientDir: string,
  { concurrency = 4 }: { concurrency?: number } = {},
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await listFiles(clientDir)).filter((file) => COMPRESSIBLE.test(file));
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  let next = 0;
  const work = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const source = await readFile(file);
      if (source.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      count += 1;
      bytes += source.length;
      brotliBytes += Math.min(br.length, source.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return { files: count, bytes, brotliBytes };
}

async function listFiles(directory: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(directory)) {
    const path = join(directory, entry);
    if ((await stat(path)).isDirectory()) found.push(...(await listFiles(path)));
    else found.push(path);
  }
  return found;
}
