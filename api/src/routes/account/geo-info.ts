import { geoInfoCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { BoundedCache } from "../../http/bounded-cache.js";
import { envelopeSerializer, fromContract, plainRoute, type SerializedEnvelope } from "../mount.js";

/**
 * How many callers' answers geo_info keeps, serialized: ~150 bytes each, so
 * about 2 MB at most. The lookup's database is read once at start-up and does
 * not change while the api runs, so an answer never goes stale.
 */
export const GEO_ANSWER_CACHE_SIZE = 10_000;

/** POST account/v1/geo_info (SPEC.md §7), empty body: where the caller is. */
export async function geoInfoRoute(app: FastifyInstance): Promise<void> {
  // A page view asks once or twice from the same address: the second time,
  // and every caller behind the same address, gets the answer serialized the
  // first time (validated against the contract then, as every answer is),
  // without the lookup or the serializer (issue #34, docs/benchmarks.md).
  const serialize = envelopeSerializer(geoInfoCall);
  const answers = new BoundedCache<string, SerializedEnvelope>(GEO_ANSWER_CACHE_SIZE);

  plainRoute(app, {
    ...fromContract(geoInfoCall),
    summary: "The caller's IP address and country",
    // An address and a country name: under the compression threshold (test/account/geo.test.ts).
    smallAnswer: true,
    async handler(request, reply) {
      // Depends on who asks: never shared by caches.
      reply.header("cache-control", "private, no-store");
      const ip = request.ip;
      let answer = answers.get(ip);
      if (answer === undefined) {
        answer = serialize(app.geo.lookup(ip));
        answers.set(ip, answer);
      }
      return answer;
    },
  });
}
