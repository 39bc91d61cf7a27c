import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Envelope } from "../http/envelope.js";
import { isApiPath, pathOf } from "./reserved-paths.js";

/**
 * Builds the handler for every request no route answers.
 *
 * - API paths (and methods other than GET/HEAD) get a JSON 404.
 * - Page paths get status 404 with the body of the prerendered not-found page
 *   in the visitor's language (`<first segment>/404.html` when the site has
 *   one, which it has for each locale prefix, else `404.html`), never the
 *   home page as a single-page-app fallback would (TOOLCHAIN.md: a 404 page
 *   hydrating at an unknown URL breaks). Without a built site, the plain text
 *   of SPEC.md §8: "Page Not Found: {path}".
 */
export function notFoundHandler(siteRoot: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = pathOf(request.url);

    if (isApiPath(urlPath) || (request.method !== "GET" && request.method !== "HEAD")) {
      const body: Envelope = {
        code: 404,
        message: `Route ${request.method} ${urlPath} not found`,
      };
      return reply.code(404).send(body);
    }

    reply.code(404).header("cache-control", "no-cache");
    const page = siteRoot === undefined ? undefined : await readNotFoundPage(siteRoot, urlPath);
    if (page !== undefined) {
      return reply.type("text/html; charset=utf-8").send(withRequestedPath(page, urlPath));
    }
    return reply.type("text/plain; charset=utf-8").send(`Page Not Found: ${urlPath}`);
  };
}

/**
 * The site writes this marker where its not-found page names the path (see
 * site/scripts/write-not-found-pages.ts); the page is static, so the path
 * asked for is filled in here, HTML-escaped.
 */
export const NOT_FOUND_PATH_MARKER = "<!--not-found-path-->";

export function withRequestedPath(page: string, urlPath: string): string {
  return page.replace(NOT_FOUND_PATH_MARKER, () => escapeHtml(readablePath(urlPath)));
}

// Shown to a person: `/blog/%D8%A3` reads better as `/blog/أ`.
function readablePath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// A locale prefix is a short lowercase code. Anything else never names a
// folder, so no request can steer the lookup outside the site.
const LOCALE_SEGMENT = /^[a-z]{2,3}$/;

async function readNotFoundPage(siteRoot: string, urlPath: string): Promise<string | undefined> {
  const first = urlPath.split("/")[1] ?? "";
  const candidates = LOCALE_SEGMENT.test(first) ? [`${first}/404.html`, "404.html"] : ["404.html"];
  for (const candidate of candidates) {
    try {
      // Read on each miss rather than cached: a rebuilt site shows up at once,
      // and 404s are not the hot path.
      return await readFile(path.join(siteRoot, candidate), "utf8");
    } catch {
      // Not there: try the next one.
    }
  }
  return undefined;
}
