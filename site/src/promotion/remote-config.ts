import { firebaseOptionsFrom } from "../firebase";
import type { SiteEnv } from "../site-env";
import { pollUntil } from "../tracking/poll-until";
import { type ApiSourceOptions, apiSource } from "./api-source";
import { firebaseSource, type RemoteConfigSource } from "./firebase-source";
import {
  REMOTE_CONFIG_DEFAULTS,
  REMOTE_CONFIG_MAX_TRIES,
  REMOTE_CONFIG_POLL_MS,
  REMOTE_CONFIG_TIMEOUT_MESSAGE,
  type RemoteConfigKey,
  type RemoteConfigValues,
} from "./remote-config-values";

export interface RemoteConfig {
  /** Starts loading (SPEC.md §4 "It loads at start-up"); later calls do nothing. */
  start(): void;
  /**
   * A value once loaded: polled every 200 ms, 50 times in all, then rejected
   * with "load remoteConfig timeout" (SPEC.md §4, §8, §9).
   */
  read(key: RemoteConfigKey): Promise<string>;
}

/**
 * The remote config of the page, loaded once from `source`. A source that
 * fails leaves the defaults ("{}": no promotion) rather than making every
 * reader wait for the timeout; only a source still loading after 50 polls
 * gives "load remoteConfig timeout".
 */
export function createRemoteConfig(source: RemoteConfigSource): RemoteConfig {
  let values: RemoteConfigValues | undefined;
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      source.load().then(
        (loaded) => {
          values = loaded;
        },
        (error: unknown) => {
          console.warn("remote config: not loaded, using the defaults", error);
          values = REMOTE_CONFIG_DEFAULTS;
        },
      );
    },
    read(key) {
      return pollUntil(() => values?.[key], {
        intervalMs: REMOTE_CONFIG_POLL_MS,
        maxTries: REMOTE_CONFIG_MAX_TRIES,
        timeoutError: () => new Error(REMOTE_CONFIG_TIMEOUT_MESSAGE),
      });
    },
  };
}

/** Firebase when `VITE_FIREBASE_*` names a project, the api's config otherwise (ARCHITECTURE.md). */
export function remoteConfigSource(env: SiteEnv, api: ApiSourceOptions = {}): RemoteConfigSource {
  const firebase = firebaseOptionsFrom(env);
  return firebase ? firebaseSource(firebase) : apiSource(api);
}
