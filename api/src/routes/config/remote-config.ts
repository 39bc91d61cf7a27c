import {
  REMOTE_CONFIG_DEFAULT_VALUE,
  REMOTE_CONFIG_KEYS,
  type RemoteConfig,
  remoteConfigCall,
} from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { remoteConfig } from "../../db/schema/index.js";
import { fromContract, plainRoute } from "../mount.js";

/** Browsers and CDNs may keep the answer this long: operators' changes show within a minute. */
export const REMOTE_CONFIG_MAX_AGE_SECONDS = 60;

/**
 * GET config/v1/remote: the promotion config of SPEC.md §7 "Third-party
 * services" (promotion, promotion_l10n, debug_promotion,
 * debug_promotion_l10n), each a JSON string, "{}" by default. The site reads
 * it when no Firebase project is configured. Read-only: operators change it
 * with `npm run config:set -w @mvpn/api -- <key> <file.json>`.
 */
export async function remoteConfigRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(remoteConfigCall),
    summary: "The remote promotion config",
    tags: ["config"],
    async handler(_request, reply) {
      const rows = await app.database.db
        .select({ key: remoteConfig.key, value: remoteConfig.value })
        .from(remoteConfig);
      const values = new Map(rows.map((row) => [row.key, row.value]));
      reply.header("cache-control", `public, max-age=${REMOTE_CONFIG_MAX_AGE_SECONDS}`);
      return Object.fromEntries(
        REMOTE_CONFIG_KEYS.map((key) => [key, values.get(key) ?? REMOTE_CONFIG_DEFAULT_VALUE]),
      ) as RemoteConfig;
    },
  });
}
