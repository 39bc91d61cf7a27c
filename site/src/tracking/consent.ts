import { STORAGE_KEYS } from "@mvpn/contract/constants";
import { type KeyValueStore, localStore } from "../storage/key-value-store";

/** SPEC.md §4 "Consent": the local flag, spelled as the spec spells it (the contract's name). */
export const ACCEPTED_COOKIES_KEY = STORAGE_KEYS.acceptedCookies;

/** SPEC.md §4: "Ad and analytics storage default to denied, with a 500 ms wait." */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** SPEC.md §4: "After 200 ms, analytics and ad storage are granted." */
export const CONSENT_GRANT_AFTER_MS = 200;

export type ConsentState = "granted" | "denied";

/** Where gtag-style commands go: `window` holds the `dataLayer` a tag manager reads. */
export interface DataLayerHost {
  dataLayer?: unknown[];
}

declare global {
  interface Window extends DataLayerHost {}
}

/**
 * gtag.js's own function: it pushes the `arguments` object, not an array,
 * because Google's tag reads consent commands only in that form.
 */
export function gtagOn(host: DataLayerHost): (...command: unknown[]) => void {
  host.dataLayer ??= [];
  const layer = host.dataLayer;
  return function gtag() {
    // biome-ignore lint/complexity/noArguments: the tag manager tells commands from data by this shape.
    layer.push(arguments);
  };
}

const userDataConsent = (store: KeyValueStore): ConsentState =>
  store.getItem(ACCEPTED_COOKIES_KEY) === "true" ? "granted" : "denied";

export interface ConsentOptions {
  host?: DataLayerHost;
  store?: KeyValueStore;
}

/**
 * The consent-mode defaults of SPEC.md §4, pushed before any tag loads: ad
 * and analytics storage denied with a 500 ms wait for an update, granted 200
 * ms later; ad user data and ad personalization granted only when the local
 * flag `accpeted-cookies` is "true". Returns a function that cancels the
 * pending update (a page torn down within 200 ms).
 */
export function applyConsentDefaults({
  host = window,
  store = localStore,
}: ConsentOptions = {}): () => void {
  const gtag = gtagOn(host);
  const userData = userDataConsent(store);
  gtag("consent", "default", {
    ad_storage: "denied",
    analytics_storage: "denied",
    ad_user_data: userData,
    ad_personalization: userData,
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  });
  const timer = setTimeout(() => {
    gtag("consent", "update", { ad_storage: "granted", analytics_storage: "granted" });
  }, CONSENT_GRANT_AFTER_MS);
  return () => clearTimeout(timer);
}

/** The visitor's answer in the cookie-consent bar, or null while they have not answered. */
export function cookieConsentAnswer(store: KeyValueStore = localStore): boolean | null {
  const flag = store.getItem(ACCEPTED_COOKIES_KEY);
  return flag === null ? null : flag === "true";
}

/**
 * Stores the bar's answer ("true" or "false") and tells the tag manager at
 * once, so ad user data and personalization follow without a reload.
 */
export function answerCookieConsent(
  accepted: boolean,
  { host = window, store = localStore }: ConsentOptions = {},
): void {
  store.setItem(ACCEPTED_COOKIES_KEY, String(accepted));
  const state = userDataConsent(store);
  gtagOn(host)("consent", "update", { ad_user_data: state, ad_personalization: state });
  if (typeof window !== "undefined") window.dispatchEvent(new Event(COOKIE_CONSENT_EVENT));
}

/**
 * Fired on `window` by answerCookieConsent when the visitor answers the bar in
 * this tab. (An answer given before hydration, by the document's own script,
 * is read from storage when the page hydrates.)
 */
export const COOKIE_CONSENT_EVENT = "mvpn:cookie-consent";

/**
 * Calls `listener` whenever the answer may have changed: answered in this
 * tab, or in another tab of the site (the `storage` event).
 */
export function subscribeCookieConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCEPTED_COOKIES_KEY) listener();
  };
  window.addEventListener(COOKIE_CONSENT_EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(COOKIE_CONSENT_EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}
