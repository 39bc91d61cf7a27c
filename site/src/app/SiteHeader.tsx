import { Button, Header, type HeaderLink } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { loginPathFor } from "../auth/login-path";
import { clearSession } from "../state/session";
import { headerMessages } from "./chrome-messages";
import { useGuardedNavigate } from "./routing/guarded-navigation";
import { leavePageFor } from "./routing/navigation-guards";
import { stripLanguage, withLanguage } from "./routing/paths";
import { renderSiteLink } from "./SiteLink";
import { useSignedInName } from "./useSignedInName";
import { Wordmark } from "./Wordmark";

const NAV = [
  ["/features", headerMessages.features],
  ["/vpn-server", headerMessages.servers],
  ["/pricing", headerMessages.pricing],
  ["/download", headerMessages.download],
  ["/blog", headerMessages.blog],
] as const;

/** The site's navigation bar; transparent over the first section on the pages SPEC.md §2 names. */
export function SiteHeader({
  locale,
  pathname,
  transparent,
}: {
  locale: string;
  pathname: string;
  transparent: boolean;
}) {
  const intl = useIntl();
  const navigate = useGuardedNavigate();
  const name = useSignedInName();
  const section = `/${stripLanguage(pathname).split("/")[1] ?? ""}`;
  const links: HeaderLink[] = NAV.map(([path, message]) => ({
    href: withLanguage(locale, path),
    label: intl.formatMessage(message),
    current: section === path,
  }));
  return (
    <Header
      brand={<Wordmark locale={locale} onBrand={transparent} />}
      links={links}
      variant={transparent ? "transparent" : "default"}
      collapseBelow="lg"
      renderLink={renderSiteLink}
      account={
        name === null
          ? // Back to this page after signing in (src/auth/login-path.ts).
            { signedIn: false, loginHref: loginPathFor(locale, pathname) }
          : {
              signedIn: true,
              name: name || intl.formatMessage(headerMessages.account),
              accountHref: withLanguage(locale, "/myaccount"),
              // SPEC.md §3: logout clears everything, whatever the api answers; then back
              // to this page (home when it needs a sign-in) with a toast (src/auth/sign-out.ts).
              onSignOut: () =>
                void import("../auth/sign-out")
                  .then(({ signOut }) =>
                    signOut({
                      locale,
                      current: `${window.location.pathname}${window.location.search}${window.location.hash}`,
                      navigate: (to) => navigate(to),
                      intl,
                    }),
                  )
                  .catch(() => {
                    clearSession();
                    leavePageFor(withLanguage(locale, "/"));
                  }),
            }
      }
      actions={
        <Button asChild size="sm">
          <Link to={withLanguage(locale, "/pricing")}>
            {intl.formatMessage(headerMessages.seePlans)}
          </Link>
        </Button>
      }
    />
  );
}
