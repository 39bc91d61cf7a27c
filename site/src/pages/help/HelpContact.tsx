import { Button } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../../app/routing/paths";
import { helpMessages as m } from "./help-messages";

/** The way out of every help page when the articles do not answer: the contact form, in the page's language. */
export function HelpContact({ locale }: { locale: string }) {
  const intl = useIntl();
  return (
    <section
      aria-labelledby="help-contact-heading"
      data-slot="help-contact"
      className="bg-surface-sunken rounded-card flex flex-col items-start gap-3 p-6"
    >
      <h2 id="help-contact-heading" className="font-display text-text m-0 text-xl font-bold">
        {intl.formatMessage(m.contactTitle)}
      </h2>
      <p className="text-text-muted m-0 max-w-prose">{intl.formatMessage(m.contactBody)}</p>
      <Button asChild>
        <Link to={withLanguage(locale, "/contact-us")}>{intl.formatMessage(m.contactLink)}</Link>
      </Button>
    </section>
  );
}
