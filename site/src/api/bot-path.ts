import type { SignatureVersion } from "../bot-protection/bot-protection";
import { MMS_PREFIX } from "./envelope";

/** SPEC.md §7: protected calls go from /api/mms/ to /ws/mm/reca/r2/ or /r3/. */
export function botProtectedPath(path: string, version: SignatureVersion): string {
  return path.startsWith(MMS_PREFIX)
    ? `/ws/mm/reca/r${version}/${path.slice(MMS_PREFIX.length)}`
    : path;
}

/** SPEC.md §7: the token travels as `recasign`, in the body, or in the params of a GET. */
export function withRecasign<T extends { method?: string; data?: unknown; params?: unknown }>(
  config: T,
  token: string,
): T {
  if ((config.method ?? "get").toUpperCase() === "GET") {
    return { ...config, params: { ...(config.params as object | undefined), recasign: token } };
  }
  const body = typeof config.data === "string" ? JSON.parse(config.data) : config.data;
  return { ...config, data: { ...(body as object | undefined), recasign: token } };
}
