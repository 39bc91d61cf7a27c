import { ShieldCheckIcon } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { headerMessages } from "./chrome-messages";
import { withLanguage } from "./routing/paths";

/** The logo: shield and wordmark. A logo never mirrors, and the brand name reads the same in every language. */
export function Wordmark({ locale, onBrand }: { locale: string; onBrand: boolean }) {
  const intl = useIntl();
  return (
    <Link
      to={withLanguage(locale, "/")}
      aria-label={intl.formatMessage(headerMessages.home)}
      className={
        onBrand
          ? "font-display rounded-control text-on-brand focus-visible:outline-focus-on-brand inline-flex items-center gap-2 text-xl font-extrabold tracking-tight no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
          : "font-display rounded-control text-text focus-visible:outline-focus inline-flex items-center gap-2 text-xl font-extrabold tracking-tight no-underline focus-visible:outline-2 focus-visible:outline-offset-2"
      }
    >
      <ShieldCheckIcon
        aria-hidden="true"
        className={onBrand ? "text-accent-bright size-7" : "text-text-accent size-7"}
      />
      <span dir="ltr">mVPN</span>
    </Link>
  );
}
