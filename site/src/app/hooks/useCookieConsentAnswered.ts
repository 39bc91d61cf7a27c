import { useSyncExternalStore } from "react";
import { cookieConsentAnswer, subscribeCookieConsent } from "../../tracking/consent";

/**
 * Whether the visitor has answered the cookie-consent bar. Not answered in
 * the prerendered HTML and while the page hydrates (so hydration finds the
 * bar it prerendered), then the stored answer, kept current as it changes.
 * Read by the bar (app/frame/CookieBar.tsx) and by the runtime, whose
 * promotion popups wait for the answer.
 */
export function useCookieConsentAnswered(): boolean {
  return useSyncExternalStore(
    subscribeCookieConsent,
    () => cookieConsentAnswer() !== null,
    () => false,
  );
}
