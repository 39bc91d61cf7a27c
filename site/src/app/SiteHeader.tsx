import { useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "./routing/paths";

/** The brand bar. The full navigation (menus, account entry) arrives with the design system's Header. */
export function SiteHeader({ locale }: { locale: string }) {
  const intl = useIntl();
  return (
    <header className="bg-surface-brand text-on-brand">
      <nav
        aria-label={intl.formatMessage({ id: "nav.label" })}
        className="mx-auto flex h-16 max-w-300 items-center px-4"
      >
        {/* The wordmark is a brand name: the same in every language. */}
        <Link
          to={withLanguage(locale, "/")}
          className="rounded-control focus-visible:outline-focus text-xl font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          mVPN
        </Link>
      </nav>
    </header>
  );
}
