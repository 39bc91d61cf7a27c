import { CookieConsent } from "@mvpn/design-system";
import { useState } from "react";
import { answerCookieConsent, cookieConsentAnswer } from "../../tracking";

/**
 * The cookie-consent bar (SPEC.md §4 "Consent"), until the visitor answers:
 * the answer is the `accpeted-cookies` flag, and ad user data and
 * personalization follow it at once. Mounted after hydration only, so
 * reading the flag here cannot disagree with the prerendered HTML.
 */
export function CookieBar({ onAnswered }: { onAnswered?: () => void } = {}) {
  const [answered, setAnswered] = useState(() => cookieConsentAnswer() !== null);
  if (answered) return null;
  const answer = (accepted: boolean) => {
    answerCookieConsent(accepted);
    setAnswered(true);
    onAnswered?.();
  };
  return <CookieConsent onAccept={() => answer(true)} onReject={() => answer(false)} />;
}
