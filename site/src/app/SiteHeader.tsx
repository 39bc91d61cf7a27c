import { Button, Header, type HeaderLink, LanguageSwitcher } from "@mvpn/design-system";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { loginPathFor } from "../auth/login-path";
import { clearSession } from "../state/session";
import { headerMessages } from "./chrome-messages";
import { switchLanguage } from "./locale-cookie";
import { useGuardedNavigate } from "./routing/guarded-navigation";
import { leavePageFor } from "./routing/navigation-guards";
import { stripLanguage, withLanguage } from "./routing/paths";
import { languageHref } from "./SiteFooter";
import { renderSiteLink } from "./SiteLink";
import { useSignedInName, useSignedInPaying } from "./useSignedInName";
import { Wordmark } from "./Wordmark";

const NAV = [
  ["/features", headerMessages.features],
  ["/vpn-server", headerMessages.servers],
  ["/pricing", headerMessages.pricing],
  ["/download", headerMessages.download],
  ["/blog", headerMessages.blog],
] as const;

/**
 * The site's navigation bar; transparent over the first section on the pages
 * SPEC.md §2 names. The language switcher sits in it on desktop and in the
 * phone menu, where visitors look for it (issue #38), as well as in the footer.
 */
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
  const paying = useSignedInPaying();
  const section = `/${stripLanguage(pathname).split("/")[1] ?? ""}`;
  const links: HeaderLink[] = NAV.map(([path, message]) => ({
    href: withLanguage(locale, path),
    label: intl.formatMessage(message),
    current: section === path,
  }));
  // The same choice as the footer's: each option links to this page in that language and sets the cookie.
  const language = {
    hrefFor: (code: string) => languageHref(code, pathname),
    onSelect: switchLanguage,
    renderLink: renderSiteLink,
  };
  // A paying customer is offered the account, not the plans (issue #38).
  const primary = paying ? (
    <Button asChild size="sm" variant="outline">
      <Link to={withLanguage(locale, "/myaccount")}>
        {intl.formatMessage(headerMessages.account)}
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm">
      <Link to={withLanguage(locale, "/pricing")}>
        {intl.formatMessage(headerMessages.seePlans)}
      </Link>
    </Button>
  );
  return (
    <Header
      // A new language is a new bar: the phone menu, open when a language was
      // chosen in it, closes instead of staying over the page in the new words.
      key={locale}
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
        <>
          {/* A signed-in visitor's bar also holds the account menu: in French or Dutch at
              1280 px the links then came closer than WCAG 2.2's 24 px targets allow, so
              there the language is chosen in the footer (and in the phone menu). */}
          {name === null ? (
            <LanguageSwitcher
              current={locale}
              tone={transparent ? "inverse" : "default"}
              {...language}
            />
          ) : null}
          {primary}
        </>
      }
      // In the phone menu every language is in view at once, a row of links.
      mobileActions={
        <>
          <LanguageSwitcher current={locale} variant="inline" {...language} />
          {primary}
        </>
      }
    />
  );
}
