import { startLanding } from "../app/landing/start-landing";
import { isLoggedIn, restoreSession } from "../state/session";
import { api } from "./index";

/**
 * What the client does once after hydration: restore the session the
 * browser keeps and, when signed in, fetch the profile; geo (SPEC.md §3
 * "fetched at start-up") and the device were started as the page landed
 * (app/landing/start-landing.ts). Never throws: both fetches end in null on
 * failure (SPEC.md §8).
 */
export async function startClientState(): Promise<void> {
  restoreSession();
  const { geo } = startLanding();
  await Promise.all([
    geo,
    isLoggedIn() ? api().then((calls) => calls.loadProfileAtStartup()) : Promise.resolve(null),
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
