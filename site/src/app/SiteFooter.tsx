import { Footer, type FooterLinkGroup, LanguageSwitcher } from "@mvpn/design-system";
import { type MessageDescriptor, useIntl } from "react-intl";
import { pathExistsIn } from "../content/help/help-locales";
import { helpCentreUrl } from "../support/help-centre";
import { footerMessages as m } from "./chrome-messages";
import { openCookieSettings } from "./frame/cookie-settings";
import { switchLanguage } from "./locale-cookie";
import { stripLanguage, withLanguage } from "./routing/paths";
import { renderSiteLink } from "./SiteLink";
import { Wordmark } from "./Wordmark";

const legalMessage: MessageDescriptor = m.legal;

type Group = readonly [MessageDescriptor, readonly (readonly [string, MessageDescriptor])[]];

const GROUPS: readonly Group[] = [
  [
    m.product,
    [
      ["/features", m.features],
      ["/pricing", m.pricing],
      ["/vpn-server", m.servers],
      ["/vpn-trial", m.trial],
      ["/download", m.download],
    ],
  ],
  [
    m.company,
    [
      ["/aboutus", m.about],
      ["/press-room", m.press],
      ["/affiliate", m.affiliate],
      ["/blog", m.blog],
    ],
  ],
  [
    m.tools,
    [
      ["/what-is-my-ip", m.ip],
      ["/webrtc-leak-test", m.webrtc],
      ["/what-is-vpn", m.whatIsVpn],
    ],
  ],
  [
    m.support,
    [
      ["/contact-us", m.contact],
      ["help-centre", m.help],
      ["/termsuse", m.terms],
      ["/policy", m.privacy],
    ],
  ],
];

/**
 * Footer: brand, four link groups, the legal line with "Cookie settings" (the
 * bar's promise that the choice can be changed at any time, issue #38) and the
 * language switcher (SPEC.md §4 "Language").
 */
export function SiteFooter({ locale, pathname }: { locale: string; pathname: string }) {
  const intl = useIntl();
  const groups: FooterLinkGroup[] = GROUPS.map(([title, links]) => ({
    title: intl.formatMessage(title),
    links: links.map(([path, label]) => ({
      // SPEC.md §2: the help centre follows the language.
      href: path === "help-centre" ? helpCentreUrl(locale) : withLanguage(locale, path),
      label: intl.formatMessage(label),
    })),
  }));
  return (
    <Footer
      groups={groups}
      renderLink={renderSiteLink}
      brand={
        <div className="flex flex-col gap-3">
          <Wordmark locale={locale} onBrand />
          <p className="m-0 max-w-xs text-sm">{intl.formatMessage(m.tagline)}</p>
        </div>
      }
      legal={
        <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <span>{intl.formatMessage(legalMessage, { year: new Date().getFullYear() })}</span>
          {/* A button, not a link: it changes nothing but the consent. Pressed before
              hydration, the landing's replay holds it and presses it again after. */}
          <button
            type="button"
            data-slot="footer-cookie-settings"
            className="rounded-control text-on-brand-muted hover:text-text-inverse focus-visible:outline-focus-on-brand inline-flex min-h-8 cursor-pointer items-center text-sm underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
            onClick={(event) => openCookieSettings(event.currentTarget)}
          >
            {intl.formatMessage(m.cookieSettings)}
          </button>
        </div>
      }
      languageSwitcher={
        <LanguageSwitcher
          current={locale}
          side="top"
          tone="inverse"
          hrefFor={(code) => languageHref(code, pathname)}
          onSelect={(code) => switchLanguage(code)}
          renderLink={renderSiteLink}
        />
      }
    />
  );
}

/**
 * English is offered as `/en/…`, not the bare path: SPEC.md §2 step 4 keeps
 * the previous language on a bare path, which would undo the choice. A page
 * not written in the chosen language (the help centre in German) offers that
 * language's home page (ADR 0028).
 */
export function languageHref(code: string, pathname: string): string {
  const stripped = stripLanguage(pathname);
  const bare = pathExistsIn(stripped, code) ? stripped : "/";
  return code === "en" ? `/en${bare === "/" ? "" : bare}` : withLanguage(code, bare);
}
