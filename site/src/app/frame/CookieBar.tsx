import { CookieConsent } from "@mvpn/design-system";
import { answerCookieConsent } from "../../tracking/consent";
import { useCookieConsentAnswered } from "../hooks/useCookieConsentAnswered";

/**
 * The cookie-consent bar (SPEC.md §4 "Consent"), until the visitor answers:
 * the answer is the `accpeted-cookies` flag, and ad user data and
 * personalization follow it at once.
 *
 * Prerendered in every page, so a first visit shows it with the first paint
 * instead of after hydration (issue #14: appearing late, it was the largest
 * paint of `/ar` and `/ja` on a phone). Before hydration the document's own
 * script hides it for a visitor who has answered and answers its buttons
 * (cookie-consent-boot.ts); once hydrated, it leaves the page when answered.
 */
export function CookieBar() {
  const answered = useCookieConsentAnswered();
  if (answered) return null;
  return (
    <CookieConsent
      onAccept={() => answerCookieConsent(true)}
      onReject={() => answerCookieConsent(false)}
    />
  );
}
