import { initDevice } from "../state/detect-device";
import { restoreGeo } from "../state/geo";
import { isLoggedIn, restoreSession } from "../state/session";
import { api } from "./index";

/**
 * What the client does once after hydration: restore what the stores keep in
 * the browser, detect the device, then fetch geo (SPEC.md §3 "fetched at
 * start-up") and, when signed in, the profile. Never throws: both fetches
 * end in null on failure (SPEC.md §8).
 */
export async function startClientState(): Promise<void> {
  restoreSession();
  restoreGeo();
  initDevice();
  const calls = await api();
  await Promise.all([
    calls.loadGeoAtStartup(),
    isLoggedIn() ? calls.loadProfileAtStartup() : Promise.resolve(null),
  ]);
}

let started: Promise<void> | null = null;

/**
 * The start-up above, run once per page load by whoever asks first (the
 * runtime, or a page that needs the visitor's country, such as pricing):
 * resolves when geo and the profile have been fetched or have failed.
 */
export function clientStateReady(): Promise<void> {
  started ??= startClientState();
  return started;
}
