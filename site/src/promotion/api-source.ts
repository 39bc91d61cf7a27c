import { type ApiCalls, api } from "../api";
import type { RemoteConfigSource } from "./firebase-source";
import { pickRemoteConfigValues, REMOTE_CONFIG_FETCH_TIMEOUT_MS } from "./remote-config-values";

export interface ApiSourceOptions {
  /** The site's api calls; tests pass a client with a fake server. */
  calls?: () => Promise<Pick<ApiCalls, "remoteConfig">>;
}

/**
 * The api's copy of the remote config, behind the same interface as
 * Firebase, with Firebase's fetch timeout (60 s). Through the site's api
 * client like every call (its base, headers and envelope); it rejects on a
 * failed call or the timeout.
 */
export function apiSource({ calls = api }: ApiSourceOptions = {}): RemoteConfigSource {
  return {
    async load() {
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The client answers an aborted call with axios's "canceled": the race keeps the reason.
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => {
          const reason = new Error("remote config: timed out");
          controller.abort(reason);
          reject(reason);
        }, REMOTE_CONFIG_FETCH_TIMEOUT_MS);
      });
      try {
        const { remoteConfig } = await Promise.race([calls(), timedOut]);
        const answer = remoteConfig({ signal: controller.signal });
        return pickRemoteConfigValues(await Promise.race([answer, timedOut]));
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
