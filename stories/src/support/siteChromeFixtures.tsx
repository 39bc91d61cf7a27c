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
import { expect, within } from "storybook/test";

/**
 * The mVPN site's chrome (logo, navigation, footer) in English and Arabic,
 * shared by the Header, Footer and layout stories so every page looks like
 * the real site. Links point at `#/…` so clicking one in Storybook keeps the
 * story on screen.
 */
export type StoryLang = "en" | "ar";

export const langOf = (locale: unknown): StoryLang => (locale === "ar" ? "ar" : "en");

/** The story renders right to left because its locale is Arabic, and nothing else set it. */
export async function expectRightToLeft(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector('[data-slot="story-frame"]');
  await expect(frame).toHaveAttribute("dir", "rtl");
  await expect(frame).toHaveAttribute("lang", "ar");
  await expect(document.documentElement).toHaveAttribute("dir", "rtl");
}

/** Queries over the whole document: the mobile menu sheet is portalled out of the canvas. */
export const inPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const route = (lang: StoryLang, path: string) => (lang === "ar" ? `#/ar${path}` : `#${path}`);

/** The logo: a shield and the wordmark. A logo never mirrors, so nothing here flips in RTL. */
export function Wordmark({ lang, onBrand = false }: { lang: StoryLang; onBrand?: boolean }) {
  return (
    <a
      href={route(lang, "/")}
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
      <span className="sr-only">{lang === "ar" ? "الصفحة الرئيسية" : "home"}</span>
    </a>
  );
}

const NAV = {
  en: [
    ["/features", "Features"],
    ["/vpn-server", "Servers"],
    ["/pricing", "Pricing"],
    ["/download", "Download"],
    ["/blog", "Blog"],
  ],
  ar: [
    ["/features", "الميزات"],
    ["/vpn-server", "الخوادم"],
    ["/pricing", "الأسعار"],
    ["/download", "التنزيل"],
    ["/blog", "المدونة"],
  ],
} as const;

/** Primary links; `current` names the path of the page being shown. */
export function navLinks(lang: StoryLang, current?: string): HeaderLink[] {
  return NAV[lang].map(([path, label]) => ({
    href: route(lang, path),
    label,
    current: path === current,
  }));
}

export const PEOPLE = {
  en: { name: "Alex Morgan" },
  ar: { name: "ليلى حداد" },
} as const;

export const CHROME_COPY = {
  en: {
    seePlans: "See plans",
    legal: "© 2025 mVPN. All rights reserved.",
    tagline:
      "A no-logs VPN for every device. Servers in 94 countries, 30-day money-back guarantee.",
  },
  ar: {
    seePlans: "اطّلع على الخطط",
    legal: "© 2025 mVPN. جميع الحقوق محفوظة.",
    tagline: "شبكة VPN بلا سجلات لكل أجهزتك. خوادم في 94 دولة وضمان استرداد الأموال خلال 30 يومًا.",
  },
} as const;

export function footerGroups(lang: StoryLang): FooterLinkGroup[] {
  const groups =
    lang === "ar"
      ? [
          [
            "المنتج",
            [
              ["/features", "الميزات"],
              ["/pricing", "الأسعار"],
              ["/vpn-server", "مواقع الخوادم"],
              ["/vpn-trial", "تجربة مجانية"],
              ["/download", "تنزيل التطبيقات"],
            ],
          ],
          [
            "الشركة",
            [
              ["/aboutus", "من نحن"],
              ["/press-room", "غرفة الصحافة"],
              ["/affiliate", "برنامج الشركاء"],
              ["/blog", "المدونة"],
            ],
          ],
          [
            "أدوات مجانية",
            [
              ["/what-is-my-ip", "ما هو عنوان IP الخاص بي؟"],
              ["/webrtc-leak-test", "اختبار تسرّب WebRTC"],
              ["/what-is-vpn", "ما هي شبكة VPN؟"],
            ],
          ],
          [
            "الدعم",
            [
              ["/contact-us", "اتصل بنا"],
              ["/termsuse", "شروط الاستخدام"],
            ],
          ],
        ]
      : [
          [
            "Product",
            [
              ["/features", "Features"],
              ["/pricing", "Pricing"],
              ["/vpn-server", "Server locations"],
              ["/vpn-trial", "Free trial"],
              ["/download", "Download the apps"],
            ],
          ],
          [
            "Company",
            [
              ["/aboutus", "About us"],
              ["/press-room", "Press room"],
              ["/affiliate", "Affiliate programme"],
              ["/blog", "Blog"],
            ],
          ],
          [
            "Free tools",
            [
              ["/what-is-my-ip", "What is my IP?"],
              ["/webrtc-leak-test", "WebRTC leak test"],
              ["/what-is-vpn", "What is a VPN?"],
            ],
          ],
          [
            "Support",
            [
              ["/contact-us", "Contact us"],
              ["/termsuse", "Terms of use"],
            ],
          ],
        ];
  return (groups as [string, [string, string][]][]).map(([title, links]) => ({
    title,
    links: links.map(([path, label]) => ({ href: route(lang, path), label })),
  }));
}

/** The language menu as the site's footer uses it: opening upwards, links per language. */
export function FooterLanguages({ lang, tone }: { lang: StoryLang; tone: LanguageSwitcherTone }) {
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
  lang: StoryLang;
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
  const copy = CHROME_COPY[lang];
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
            <a href="#/pricing">{copy.seePlans}</a>
          </Button>
        </>
      }
      mobileActions={
        <>
          <LanguageSwitcher current={lang} variant="inline" />
          <Button asChild size="md" fullWidth>
            <a href="#/pricing">{copy.seePlans}</a>
          </Button>
        </>
      }
      account={
        signedIn
          ? {
              signedIn: true,
              name: PEOPLE[lang].name,
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
  lang: StoryLang;
  tone?: FooterTone;
  navName?: string;
}) {
  const copy = CHROME_COPY[lang];
  return (
    <Footer
      tone={tone}
      navigationLabel={navName}
      brand={
        <>
          <Wordmark lang={lang} onBrand={tone === "inverse"} />
          <p className="max-w-xs">{copy.tagline}</p>
        </>
      }
      groups={footerGroups(lang)}
      legal={copy.legal}
      languageSwitcher={
        <FooterLanguages lang={lang} tone={tone === "inverse" ? "inverse" : "default"} />
      }
    />
  );
}
