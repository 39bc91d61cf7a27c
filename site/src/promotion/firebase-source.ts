import type { FirebaseOptions } from "firebase/app";
import { loadFirebaseApp } from "../firebase";
import {
  pickRemoteConfigValues,
  REMOTE_CONFIG_DEFAULTS,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  REMOTE_CONFIG_KEYS,
  REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS,
  type RemoteConfigValues,
} from "./remote-config-values";

/** Where the four strings come from: Firebase, or the api when no Firebase project is configured. */
export interface RemoteConfigSource {
  load(): Promise<RemoteConfigValues>;
}

/**
 * Remote config through the Firebase SDK, imported with `import()` only: an
 * eager import adds ~20 kB gzip to the first chunk (TOOLCHAIN.md). Settings of
 * SPEC.md §9: fetch timeout 60 s, minimum interval 12 h, defaults "{}". A
 * failed fetch still answers, with the last activated values or the defaults.
 */
export function firebaseSource(options: FirebaseOptions): RemoteConfigSource {
  return {
    async load() {
      const sdk = await import("firebase/remote-config");
      if (!(await sdk.isSupported())) return REMOTE_CONFIG_DEFAULTS;
      const app = await loadFirebaseApp(options);
      const remoteConfig = sdk.getRemoteConfig(app);
      remoteConfig.settings.fetchTimeoutMillis = REMOTE_CONFIG_FETCH_TIMEOUT_MS;
      remoteConfig.settings.minimumFetchIntervalMillis = REMOTE_CONFIG_MIN_FETCH_INTERVAL_MS;
      remoteConfig.defaultConfig = { ...REMOTE_CONFIG_DEFAULTS };
      try {
        await sdk.fetchAndActivate(remoteConfig);
      } catch (error) {
        console.warn("remote config: fetch failed, using the cached or default values", error);
      }
      return pickRemoteConfigValues(
        Object.fromEntries(
          REMOTE_CONFIG_KEYS.map((key) => [key, sdk.getString(remoteConfig, key)]),
        ),
      );
    },
  };
}
