import { BOT_TOKEN_FIELD, botProtectedPrefix, MMS_PREFIX } from "@mvpn/contract/constants";
import type { SignatureVersion } from "../bot-protection/bot-protection";

/** SPEC.md §7: protected calls go from /api/mms/ to /ws/mm/reca/r2/ or /r3/. */
export function botProtectedPath(path: string, version: SignatureVersion): string {
  return path.startsWith(MMS_PREFIX)
    ? `${botProtectedPrefix(version)}${path.slice(MMS_PREFIX.length)}`
    : path;
}

/** SPEC.md §7: the token travels as `recasign`, in the body, or in the params of a GET. */
export function withRecasign<T extends { method?: string; data?: unknown; params?: unknown }>(
  config: T,
  token: string,
): T {
  if ((config.method ?? "get").toUpperCase() === "GET") {
    return {
      ...config,
      params: { ...(config.params as object | undefined), [BOT_TOKEN_FIELD]: token },
    };
  }
  const body = typeof config.data === "string" ? JSON.parse(config.data) : config.data;
  return { ...config, data: { ...(body as object | undefined), [BOT_TOKEN_FIELD]: token } };
}
