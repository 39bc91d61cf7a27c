import type { RemoteConfig } from "@mvpn/contract";
import { ENDPOINTS } from "@mvpn/contract/constants";
import type { AxiosInstance } from "axios";
import { dataOf } from "../client";
import { mms } from "../envelope";

/** SPEC.md §7 "Third-party services": the api's copy of the remote config. */
export function configCalls(http: AxiosInstance) {
  return {
    /**
     * docs/api.md "Remote promotion config". Not through the admin wrapper: a
     * failure is the promotion's to handle (it keeps the defaults), never a
     * dialog. `signal` lets the caller give up (Firebase's fetch timeout).
     */
    remoteConfig({ signal }: { signal?: AbortSignal } = {}): Promise<RemoteConfig> {
      return dataOf<RemoteConfig>(
        http.get(mms(ENDPOINTS.remoteConfig.path), signal ? { signal } : {}),
      );
    },
  };
}
