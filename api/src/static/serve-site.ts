import { stat } from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { badRequest } from "../http/envelope.js";
import { contentSecurityPolicy } from "../http/security-headers.js";
import { readInlineScriptHashes } from "./inline-script-hashes.js";
import { notFoundHandler } from "./not-found.js";
import { pageRedirect } from "./page-redirects.js";
import { isApiPath, pathOf } from "./reserved-paths.js";
import { resolveSiteFile } from "./resolve-site-file.js";

/** Hashed file names never change content: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (HTML, robots.txt, …) may change with the next deploy: revalidate. */
const REVALIDATE = "no-cache";

/**
 * Serves the prerendered site (SITE_DIR) on the api's origin, so that `npm
 * start` is one process and one URL. Routes of the api always win: the site is
 * a catch-all GET/HEAD route, and find-my-way prefers static and parametric
 * routes over a wildcard. Also installs the not-found handler (see
 * not-found.ts), which runs even when no site is built.
 */
export async function registerSiteServing(
  app: FastifyInstance,
  options: { siteDir: string; locales: readonly string[]; connectSources?: readonly string[] },
): Promise<void> {
  const siteRoot = path.resolve(options.siteDir);
  const siteExists = await isDirectory(siteRoot);

  app.setNotFoundHandler(notFoundHandler(siteExists ? siteRoot : undefined));

  if (!siteExists) {
    app.log.warn(
      { siteDir: siteRoot },
      "SITE_DIR does not exist: serving the api only, pages answer 404 (build the site, then restart)",
    );
    return;
  }

  // serve: false: only reply.sendFile, fed by our own resolver, so that the
  // "/x" → "/x/index.html" rule, the not-found page and the cache headers are
  // ours. preCompressed: a built "x.br" or "x.gz" next to "x" is sent when the
  // browser accepts it (TOOLCHAIN.md: compressing on the fly costs too much).
  await app.register(fastifyStatic, { root: siteRoot, serve: false, preCompressed: true });

  const scriptHashes = await readInlineScriptHashes(siteRoot);

  // compress: false: the build's .br/.gz copies are sent as they are; files
  // without one (under 1 KB) are not worth compressing on the fly, and an
  // encoding the build has no copy for (deflate) gets the original.
  app.get("/*", { compress: false }, async (request, reply) => {
    // An absolute-form target (`GET http://evil.example/ HTTP/1.1`) is for
    // proxies: a page is asked for by its path.
    if (!request.url.startsWith("/")) throw badRequest("The address is not valid.");
    const urlPath = pathOf(request.url);
    if (isApiPath(urlPath)) return reply.callNotFound();

    const target = pageRedirect(request.url, options.locales);
    if (target !== undefined) return reply.redirect(target, 301);

    // Every page with a parameter is prerendered per known value (the checkout per
    // plan id): any other path has no file and answers 404 with the not-found page.
    const file = await resolveSiteFile(siteRoot, urlPath);
    if (file === undefined) return reply.callNotFound();

    reply.header("cache-control", file.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    // A page: its own inline scripts by hash, and inline styles (ADR 0018).
    // Everything else (assets, robots.txt) keeps the strict default.
    if (file.endsWith(".html")) {
      const policy = contentSecurityPolicy({
        scriptHashes: scriptHashes.get(file) ?? [],
        inlineStyles: true,
        connectSources: options.connectSources ?? [],
      });
      reply.header("content-security-policy", policy);
    }
    return reply.sendFile(file, siteRoot, {
      cacheControl: false,
      // The resolver has already refused hidden files; ".well-known" is allowed.
      dotfiles: "allow",
      index: false,
    });
  });
}

async function isDirectory(directory: string): Promise<boolean> {
  try {
    return (await stat(directory)).isDirectory();
  } catch {
    return false;
  }
}
