import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { plainRoute } from "../mount.js";

export const geoInfoSchema = z
  .object({
    user_ip: z
      .string()
      .describe("The caller's address as the api sees it (X-Forwarded-For only from TRUST_PROXY)."),
    country: z
      .string()
      .describe('English country name, "" when unknown (private or loopback address).'),
    country_code: z.string().describe('ISO 3166-1 alpha-2, "" when unknown.'),
  })
  .meta({ id: "GeoInfo" });

/** POST account/v1/geo_info (SPEC.md §7), empty body: where the caller is. */
export async function geoInfoRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    method: "POST",
    path: "account/v1/geo_info",
    summary: "The caller's IP address and country",
    schema: { response: geoInfoSchema },
    async handler(request, reply) {
      // Depends on who asks: never shared by caches.
      reply.header("cache-control", "private, no-store");
      return app.geo.lookup(request.ip);
    },
  });
}
