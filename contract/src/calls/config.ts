import { z } from "zod";
import { ENDPOINTS } from "../constants/calls";
import { REMOTE_CONFIG_KEYS, type RemoteConfigKey } from "../constants/remote-config";
import { defineCall } from "./call";

/**
 * GET config/v1/remote: the promotion config of SPEC.md §7 "Third-party
 * services", each key a JSON string, "{}" when not configured.
 */
export const remoteConfigSchema = z
  .object(
    Object.fromEntries(
      REMOTE_CONFIG_KEYS.map((key) => [
        key,
        z.string().describe('A JSON string; "{}" when not configured.'),
      ]),
    ) as Record<RemoteConfigKey, z.ZodString>,
  )
  .meta({
    id: "RemoteConfig",
    examples: [
      {
        promotion: '{"startTime":"2026-11-27 00:00:00","endTime":"2026-12-01 23:59:59"}',
        promotion_l10n: "{}",
        debug_promotion: "{}",
        debug_promotion_l10n: "{}",
      },
    ],
  });
export type RemoteConfig = z.output<typeof remoteConfigSchema>;

export const remoteConfigCall = defineCall(ENDPOINTS.remoteConfig, {
  response: remoteConfigSchema,
});
