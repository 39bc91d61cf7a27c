import { geoInfoCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { fromContract, plainRoute } from "../mount.js";

/** POST account/v1/geo_info (SPEC.md §7), empty body: where the caller is. */
export async function geoInfoRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(geoInfoCall),
    summary: "The caller's IP address and country",
    // An address and a country name: under the compression threshold (test/account/geo.test.ts).
    smallAnswer: true,
    async handler(request, reply) {
      // Depends on who asks: never shared by caches.
      reply.header("cache-control", "private, no-store");
      return app.geo.lookup(request.ip);
    },
  });
}
