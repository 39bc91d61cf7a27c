import { CookieConsent } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { answerCookieConsent } from "../../tracking/consent";
import { footerMessages } from "../chrome-messages";
import { useCookieConsentAnswered } from "../hooks/useCookieConsentAnswered";
import { withLanguage } from "../routing/paths";

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
 */
export function CookieBar() {
  const intl = useIntl();
  const answered = useCookieConsentAnswered();
  if (answered) return null;
  return (
    <CookieConsent
      message={intl.formatMessage(footerMessages.cookieBar)}
      policyHref={withLanguage(intl.locale, "/policy")}
      labels={{ policy: intl.formatMessage(footerMessages.privacy) }}
      onAccept={() => answerCookieConsent(true)}
      onReject={() => answerCookieConsent(false)}
    />
  );
}
