import { Card, CardContent, CardDescription, CardTitle, Link } from "@mvpn/design-system";
import type { ReactNode } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { withLanguage } from "../app/routing/paths";
import { contactMessages } from "./contact-messages";
import { helpCentreUrl } from "./help-centre";

/**
 * A card's link: site paths go through the router; an address elsewhere (a
 * help centre set by HELP_CENTRE_URL_*) is an external link.
 */
function asideLink(href: string, label: string, testId?: string) {
  return href.startsWith("/") ? (
    <Link asChild>
      <RouterLink to={href} data-testid={testId}>
        {label}
      </RouterLink>
    </Link>
  ) : (
    <Link href={href} external data-testid={testId}>
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
  const cards: { title: MessageDescriptor; body: MessageDescriptor; link?: ReactNode }[] = [
    { title: m.responseTimeTitle, body: m.responseTimeBody },
    {
      title: m.helpTitle,
      body: m.helpBody,
      link: asideLink(helpCentreUrl(locale), intl.formatMessage(m.helpLink), "contact-help-centre"),
    },
    {
      title: m.billingTitle,
      body: m.billingBody,
      link: asideLink(withLanguage(locale, "/pricing"), intl.formatMessage(m.billingLink)),
    },
    {
      title: m.accountTitle,
      body: m.accountBody,
      link: asideLink(withLanguage(locale, "/myaccount"), intl.formatMessage(m.accountLink)),
    },
  ];
  return (
    <aside aria-labelledby="contact-aside-heading" className="flex flex-col gap-4">
      <h2 id="contact-aside-heading" className="font-display text-text m-0 text-xl font-bold">
        {intl.formatMessage(m.asideHeading)}
      </h2>
      {cards.map(({ title, body, link }) => (
        <Card key={title.id}>
          <CardContent className="pt-6">
            <CardTitle headingLevel={3}>{intl.formatMessage(title)}</CardTitle>
            <CardDescription>{intl.formatMessage(body)}</CardDescription>
            {link}
          </CardContent>
        </Card>
      ))}
    </aside>
  );
}
