import { ENDPOINTS, MMS_PREFIX } from "@mvpn/contract/constants";
import { apiHeaders } from "../api/request-headers";
import type { RemoteConfigSource } from "./firebase-source";
import { pickRemoteConfigValues, REMOTE_CONFIG_FETCH_TIMEOUT_MS } from "./remote-config-values";

/** docs/api.md "Remote promotion config". */
export const REMOTE_CONFIG_PATH = `${MMS_PREFIX}${ENDPOINTS.remoteConfig.path}`;

export interface ApiSourceOptions {
  /** The api's origin; "" reads from the page's own origin. */
  apiBase?: string;
  fetch?: typeof fetch;
}

/**
 * The api's copy of the remote config, behind the same interface as
 * Firebase, with Firebase's fetch timeout (60 s). It rejects on a failed call
 * or an answer that is not the api's success envelope.
 */
export function apiSource({
  apiBase = "",
  fetch: get = globalThis.fetch,
}: ApiSourceOptions = {}): RemoteConfigSource {
  return {
    async load() {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new Error("remote config: timed out")),
        REMOTE_CONFIG_FETCH_TIMEOUT_MS,
      );
      try {
        const response = await get(`${apiBase}${REMOTE_CONFIG_PATH}`, {
          headers: apiHeaders(),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`remote config: HTTP ${response.status}`);
        const envelope: unknown = await response.json();
        const { code, data } = (envelope ?? {}) as { code?: unknown; data?: unknown };
        if (code !== 0) throw new Error(`remote config: code ${String(code)}`);
        return pickRemoteConfigValues(data);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
