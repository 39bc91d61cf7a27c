import { Card, CardContent, CardDescription, CardTitle, Link } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { withLanguage } from "../app/routing/paths";
import { contactMessages } from "./contact-messages";
import { helpCentreUrl } from "./help-centre";

/** The site's own help centre goes through the router; one set elsewhere (HELP_CENTRE_URL_*) is an external link. */
function helpLink(href: string, label: string) {
  return href.startsWith("/") ? (
    <Link asChild>
      <RouterLink to={href} data-testid="contact-help-centre">
        {label}
      </RouterLink>
    </Link>
  ) : (
    <Link href={href} external data-testid="contact-help-centre">
      {label}
    </Link>
  );
}

/**
 * Beside the form: when support answers, and where an answer may already be
 * (the help centre in the visitor's language, SPEC.md §2; the pricing FAQ;
 * the account page).
 */
export function ContactAside({ locale }: { locale: string }) {
  const intl = useIntl();
  const m = contactMessages;
  const item = (title: string, body: string, link?: ReactNode) => (
    <Card>
      <CardContent className="pt-6">
        <CardTitle headingLevel={3}>{title}</CardTitle>
        <CardDescription>{body}</CardDescription>
        {link}
      </CardContent>
    </Card>
  );
  return (
    <aside aria-labelledby="contact-aside-heading" className="flex flex-col gap-4">
      <h2 id="contact-aside-heading" className="font-display text-text m-0 text-xl font-bold">
        {intl.formatMessage(m.asideHeading)}
      </h2>
      {item(intl.formatMessage(m.responseTimeTitle), intl.formatMessage(m.responseTimeBody))}
      {item(
        intl.formatMessage(m.helpTitle),
        intl.formatMessage(m.helpBody),
        helpLink(helpCentreUrl(locale), intl.formatMessage(m.helpLink)),
      )}
      {item(
        intl.formatMessage(m.billingTitle),
        intl.formatMessage(m.billingBody),
        <Link asChild>
          <RouterLink to={withLanguage(locale, "/pricing")}>
            {intl.formatMessage(m.billingLink)}
          </RouterLink>
        </Link>,
      )}
      {item(
        intl.formatMessage(m.accountTitle),
        intl.formatMessage(m.accountBody),
        <Link asChild>
          <RouterLink to={withLanguage(locale, "/myaccount")}>
            {intl.formatMessage(m.accountLink)}
          </RouterLink>
        </Link>,
      )}
    </aside>
  );
}
