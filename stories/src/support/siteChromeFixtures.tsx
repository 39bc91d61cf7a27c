import {
  Button,
  Footer,
  type FooterLinkGroup,
  type FooterTone,
  Header,
  type HeaderLink,
  LanguageSwitcher,
  type LanguageSwitcherTone,
  ShieldCheckIcon,
} from "@mvpn/design-system";
import { siteCopy } from "./siteCopy";

/** The legal line's year: fixed, so a screenshot does not change on New Year's Day. */
const LEGAL_YEAR = 2026;

/**
 * The mVPN site's chrome (logo, navigation, footer) in any of the site's
 * languages, in the words of its `header` and `footer` catalogs, shared by
 * the Header, Footer, layout and composition stories so every page looks
 * like the real site. Links point at `#/…` so clicking one in Storybook keeps the
 * story on screen.
 */
const route = (locale: string, path: string) =>
  locale === "en" ? `#${path}` : `#/${locale}${path}`;

/** The logo: a shield and the wordmark, named as the site names it. A logo never mirrors, so nothing here flips in RTL. */
export function Wordmark({ lang, onBrand = false }: { lang: string; onBrand?: boolean }) {
  return (
    <a
      href={route(lang, "/")}
      aria-label={siteCopy(lang, "header")("header.home")}
      className={[
        "font-display rounded-control inline-flex items-center gap-2 text-xl font-extrabold tracking-tight no-underline",
        "focus-visible:outline-2 focus-visible:outline-offset-2",
        onBrand
          ? "text-on-brand focus-visible:outline-focus-on-brand"
          : "text-text focus-visible:outline-focus",
      ].join(" ")}
    >
      <ShieldCheckIcon
        className={onBrand ? "text-accent-bright size-7" : "text-text-accent size-7"}
      />
      <span dir="ltr">mVPN</span>
    </a>
  );
}

/** The header's links, in the site's order (site/src/app/SiteHeader.tsx), named by its `header` catalog. */
const NAV = ["features", "servers", "pricing", "download", "blog"] as const;
const NAV_PATH: Record<(typeof NAV)[number], string> = {
  features: "/features",
  servers: "/vpn-server",
  pricing: "/pricing",
  download: "/download",
  blog: "/blog",
};

/** Primary links in any of the site's languages; `current` names the path of the page being shown. */
export function navLinks(lang: string, current?: string): HeaderLink[] {
  const t = siteCopy(lang, "header");
  return NAV.map((id) => ({
    href: route(lang, NAV_PATH[id]),
    label: t(`header.${id}`),
    current: NAV_PATH[id] === current,
  }));
}

/** A signed-in visitor's name: account data, not the site's copy, so it is not translated. */
export const PEOPLE = {
  en: { name: "Alex Morgan" },
  ar: { name: "ليلى حداد" },
} as const;

const personOf = (lang: string) => PEOPLE[lang === "ar" ? "ar" : "en"];

/** The footer's four groups as site/src/app/SiteFooter.tsx lists them: a path and its `footer` message. */
const FOOTER_GROUPS: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  [
    "product",
    [
      ["/features", "features"],
      ["/pricing", "pricing"],
      ["/vpn-server", "servers"],
      ["/vpn-trial", "trial"],
      ["/download", "download"],
    ],
  ],
  [
    "company",
    [
      ["/aboutus", "about"],
      ["/press-room", "press"],
      ["/affiliate", "affiliate"],
      ["/blog", "blog"],
    ],
  ],
  [
    "tools",
    [
      ["/what-is-my-ip", "ip"],
      ["/webrtc-leak-test", "webrtc"],
      ["/what-is-vpn", "whatIsVpn"],
    ],
  ],
  [
    "support",
    [
      ["/contact-us", "contact"],
      ["/help", "help"],
      ["/termsuse", "terms"],
      ["/policy", "privacy"],
    ],
  ],
];

export function footerGroups(lang: string): FooterLinkGroup[] {
  const t = siteCopy(lang, "footer");
  return FOOTER_GROUPS.map(([title, links]) => ({
    title: t(`footer.${title}`),
    links: links.map(([path, label]) => ({ href: route(lang, path), label: t(`footer.${label}`) })),
  }));
}

/** The language menu as the site's footer uses it: opening upwards, links per language. */
export function FooterLanguages({ lang, tone }: { lang: string; tone: LanguageSwitcherTone }) {
  return (
    <LanguageSwitcher
      current={lang}
      tone={tone}
      side="top"
      hrefFor={(code) => (code === "en" ? "#/" : `#/${code}/`)}
    />
  );
}

export interface SiteHeaderProps {
  /** Any of the site's languages: the header's words come from its catalogs. */
  lang: string;
  signedIn?: boolean;
  transparent?: boolean;
  onSignOut?: () => void;
  /** Several headers on one canvas need distinct navigation names (axe: landmark-unique). */
  navName?: string;
  /** The path of the page shown, marked in the navigation. */
  current?: string;
}

/** The mVPN site header, as every page of the site has it. */
export function SiteHeader({
  lang,
  signedIn = false,
  transparent = false,
  onSignOut = () => {},
  navName,
  current = "/pricing",
}: SiteHeaderProps) {
  const t = siteCopy(lang, "header");
  return (
    <Header
      variant={transparent ? "transparent" : "default"}
      brand={<Wordmark lang={lang} onBrand={transparent} />}
      links={navLinks(lang, current)}
      labels={navName ? { mainNavigation: navName } : undefined}
      // Five links, the language menu, a button and the account do not fit a 768 px tablet.
      collapseBelow="lg"
      actions={
        <>
          <LanguageSwitcher current={lang} tone={transparent ? "inverse" : "default"} />
          <Button asChild size="md">
            <a href="#/pricing">{t("header.seePlans")}</a>
          </Button>
        </>
      }
      mobileActions={
        <>
          <LanguageSwitcher current={lang} variant="inline" />
          <Button asChild size="md" fullWidth>
            <a href="#/pricing">{t("header.seePlans")}</a>
          </Button>
        </>
      }
      account={
        signedIn
          ? {
              signedIn: true,
              name: personOf(lang).name,
              accountHref: "#/myaccount",
              onSignOut,
            }
          : { signedIn: false, loginHref: "#/login" }
      }
    />
  );
}

/** The mVPN site footer. */
export function SiteFooter({
  lang,
  tone = "inverse",
  navName,
}: {
  lang: string;
  tone?: FooterTone;
  navName?: string;
}) {
  const t = siteCopy(lang, "footer");
  return (
    <Footer
      tone={tone}
      navigationLabel={navName}
      brand={
        <>
          <Wordmark lang={lang} onBrand={tone === "inverse"} />
          <p className="max-w-xs">{t("footer.tagline")}</p>
        </>
      }
      groups={footerGroups(lang)}
      legal={t("footer.legal", { year: LEGAL_YEAR })}
      languageSwitcher={
        <FooterLanguages lang={lang} tone={tone === "inverse" ? "inverse" : "default"} />
      }
    />
  );
}
