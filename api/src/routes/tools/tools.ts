import { isIP } from "node:net";
import { unmapIpv4 } from "@mvpn/contract/validation";
import type { FastifyInstance } from "fastify";

/** Operators' changes to STUN_URLS show within five minutes. */
const CONFIG_MAX_AGE_SECONDS = 300;

/** How long a browser may keep the IP route's preflight answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * The site's free tools (issue #15, docs/tools.md): plain GETs the site sends
 * with SPEC.md §7's headers, like every call (X-App-Type, and the bearer
 * token when one exists); the routes read neither.
 *
 * - GET /api/tools/config: the STUN servers of the leak test and the api's
 *   IPv4-only / IPv6-only origins, so one site build serves every deployment.
 * - GET /api/tools/ip: the caller's address as this api sees it. The IP
 *   lookup asks it at the single-family origins to learn the other family's
 *   address; any origin may read it (it tells callers only their own address,
 *   and no credentials go with it).
 *
 * Hidden from the OpenAPI document, which lists SPEC.md §7's calls.
 */
export async function toolsRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/tools/config", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", `public, max-age=${CONFIG_MAX_AGE_SECONDS}`);
    const { stunUrls, ipv4Url, ipv6Url } = app.config.tools;
    return { stunUrls, ipv4Url: ipv4Url ?? null, ipv6Url: ipv6Url ?? null };
  });

  // The lookup asks the api's other origin, and the headers above make the
  // browser ask first: let any origin send them (no cookies are allowed).
  app.options("/api/tools/ip", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("access-control-allow-origin", "*");
    reply.header("access-control-allow-methods", "GET");
    reply.header("access-control-allow-headers", "X-App-Type, Authorization");
    reply.header("access-control-max-age", String(PREFLIGHT_MAX_AGE_SECONDS));
    return reply.code(204).send();
  });

  app.get("/api/tools/ip", { schema: { hide: true } }, async (request, reply) => {
    reply.header("cache-control", "private, no-store");
    reply.header("access-control-allow-origin", "*");
    const ip = unmapIpv4(request.ip);
    const family = isIP(ip);
    return { ip, family: family === 6 ? "ipv6" : family === 4 ? "ipv4" : null };
  });
}
