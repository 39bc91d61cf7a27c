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

let markStarted: (startup: Promise<void>) => void = () => {};
const started = new Promise<void>((resolve) => {
  markStarted = (startup) => resolve(startup);
});
let begun = false;

/**
 * Runs the start-up above once per page load. Only the runtime calls it, and
 * only after it has given the api client its dialogs (configureApiUi): a
 * profile answered with a session-expiry code must be able to ask.
 */
export function beginClientState(): Promise<void> {
  if (!begun) {
    begun = true;
    markStarted(startClientState());
  }
  return started;
}

/**
 * Resolves once the runtime's start-up has fetched geo and the profile (or
 * failed to): for a page that needs the visitor's country, such as pricing.
 * It never starts the start-up itself (see beginClientState).
 */
export function clientStateReady(): Promise<void> {
  return started;
}
