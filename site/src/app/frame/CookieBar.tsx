import { CookieConsent } from "@mvpn/design-system";
import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { answerCookieConsent } from "../../tracking/consent";
import { footerMessages } from "../chrome-messages";
import { useCookieConsentAnswered } from "../hooks/useCookieConsentAnswered";
import { withLanguage } from "../routing/paths";
import { COOKIE_CONSENT_ANSWERED } from "./cookie-consent-boot";
import { type CookieSettingsRequest, onCookieSettingsRequest } from "./cookie-settings";

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
 *
 * Its sentence is the site's, not the design system's default, because it
 * must say what this site does (issue #37): analytics storage is granted
 * whatever the answer, which decides only the use of data for ads. It links
 * to the privacy policy, whose table lists every cookie and storage key; a
 * plain link, since the bar also works before the router hydrates.
 *
 * The footer's "Cookie settings" (cookie-settings.ts, issue #38) shows it
 * again: focus moves to the bar so a keyboard or screen-reader user lands on
 * the choice, the new answer is told to the tag manager like the first, and
 * focus goes back to the button that asked.
 */
export function CookieBar() {
  const intl = useIntl();
  const answered = useCookieConsentAnswered();
  const [reopened, setReopened] = useState<CookieSettingsRequest | null>(null);
  const focusPending = useRef(false);

  useEffect(
    () =>
      onCookieSettingsRequest((request) => {
        // The head script's mark hides the served bar by CSS (app.css): the visitor asks for it now.
        document.documentElement.removeAttribute(COOKIE_CONSENT_ANSWERED);
        focusPending.current = true;
        setReopened(request);
      }),
    [],
  );

  useEffect(() => {
    if (!reopened || !focusPending.current) return;
    focusPending.current = false;
    document.querySelector<HTMLElement>('[data-slot="cookie-consent"]')?.focus();
  }, [reopened]);

  if (answered && !reopened) return null;

  const answer = (accepted: boolean) => {
    const opener = reopened?.opener;
    answerCookieConsent(accepted);
    setReopened(null);
    if (opener?.isConnected) opener.focus();
  };
  return (
    <CookieConsent
      // Focusable by script only, when reopened: the region is where focus lands.
      tabIndex={reopened ? -1 : undefined}
      className="focus-visible:outline-focus focus-visible:outline-2 focus-visible:-outline-offset-2"
      message={intl.formatMessage(footerMessages.cookieBar)}
      policyHref={withLanguage(intl.locale, "/policy")}
      labels={{ policy: intl.formatMessage(footerMessages.privacy) }}
      onAccept={() => answer(true)}
      onReject={() => answer(false)}
    />
  );
}
