import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Answers smaller than this go out as they are: under ~1 KB the bytes saved
 * do not pay for the CPU time and the extra headers (and most fit one TCP
 * segment anyway). A plan list or a page of orders is well above it.
 */
export const COMPRESSION_THRESHOLD_BYTES = 512;

/**
 * Dynamic compression of the api's own answers (issue #14): JSON above the
 * threshold is sent Brotli- or gzip-encoded, whichever the client's
 * Accept-Encoding prefers, with `Vary: Accept-Encoding`.
 *
 * - Brotli at quality 4, not 11: on the fly, 11 costs tens of milliseconds of
 *   CPU per answer (TOOLCHAIN.md); 4 compresses JSON nearly as well as gzip 9
 *   for a fraction of that. The site's files are compressed at 11 at build time.
 * - br and gzip only: every browser sends one of them; deflate's two framings
 *   have confused clients, and zstd needs a newer Node than ours.
 * - The prerendered site is not compressed here: serve-site.ts sends the
 *   build's `.br`/`.gz` copies and opts its route out (`compress: false`), so
 *   nothing is compressed twice or recompressed at a lower quality.
 * - Server-sent events (`text/event-stream`) are never compressed, so events
 *   are not held back in a compressor's buffer, nor is binary
 *   (`COMPRESSIBLE_TYPES`). A streaming route of another type sets `compress: false`.
 * - Request bodies are not decompressed: a compressed upload would get past
 *   the body limits before it is inflated, and no client of ours sends one.
 *
 * Registered before every route: the plugin attaches itself to routes as they
 * are added.
 */
/**
 * What is worth compressing: JSON, XML and text, but never server-sent events.
 * The plugin's default list also takes application/octet-stream, which here
 * would mean binary downloads that do not shrink.
 */
export const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    encodings: ["br", "gzip"],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
