import {
  Band,
  Button,
  Container,
  EyeOffIcon,
  FeatureGrid,
  GlobeIcon,
  Hero,
  HeroTrustItem,
  HeroTrustList,
  LaptopIcon,
  LockIcon,
  PLATFORMS,
  type Platform,
  Rating,
  Section,
  ServerLocationCard,
  ShieldCheckIcon,
  SmartphoneIcon,
  StatsStrip,
  TvIcon,
  usePlatformName,
  WifiIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import de from "flag-icons/flags/4x3/de.svg";
import gb from "flag-icons/flags/4x3/gb.svg";
import jp from "flag-icons/flags/4x3/jp.svg";
import nl from "flag-icons/flags/4x3/nl.svg";
import sg from "flag-icons/flags/4x3/sg.svg";
import us from "flag-icons/flags/4x3/us.svg";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { type CheckoutLang, SMALL_PHONE } from "./support/checkoutFixtures";
import { expectOneH1, fitsSmallPhone } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

const COPY = {
  en: {
    headline: "Private, fast internet on every device",
    description:
      "mVPN encrypts your connection, hides your IP address and lets you browse from 94 countries.",
    download: "Download for Windows",
    plans: "See plans",
    trust: ["30-day money-back guarantee", "No activity logs", "Servers in 94 countries"],
    benefitsTitle: "What mVPN does for you",
    benefits: [
      [
        "Keep your browsing private",
        "Your provider and the network you are on see only encrypted traffic.",
      ],
      ["Safe on public Wi-Fi", "Cafés, hotels and airports can no longer read what you send."],
      [
        "Your shows, wherever you are",
        "Connect to home and watch what you pay for while travelling.",
      ],
      ["10 devices, one account", "Phone, laptop, tablet and TV, all protected at the same time."],
    ],
    networkTitle: "A network close to you",
    networkIntro: "Pick a country, or let the app choose the fastest server for you.",
    stats: ["countries", "cities", "servers"],
    allServers: "See every server location",
    platformsTitle: "Apps for everything you use",
    platformsIntro: "Download the app for your device and sign in with one account.",
    trustTitle: "Why people trust mVPN",
    trustItems: [
      ["No-logs policy", "We never record the sites you visit or what you do online."],
      ["30-day money-back guarantee", "Not for you? Ask within 30 days and get every cent back."],
      ["Rated 4.7 by our users", "Across the app stores, from more than 90,000 reviews."],
    ],
  },
  ar: {
    headline: "إنترنت خاص وسريع على كل أجهزتك",
    description: "يشفّر mVPN اتصالك ويخفي عنوان IP الخاص بك ويتيح لك التصفح من 94 دولة.",
    download: "نزّل لنظام Windows",
    plans: "اطّلع على الخطط",
    trust: ["ضمان استرداد الأموال خلال 30 يومًا", "لا سجلات للنشاط", "خوادم في 94 دولة"],
    benefitsTitle: "ما يقدّمه لك mVPN",
    benefits: [
      ["حافظ على خصوصية تصفحك", "لا يرى مزوّد الخدمة والشبكة التي تتصل بها سوى حركة مرور مشفّرة."],
      [
        "أمان على شبكات Wi-Fi العامة",
        "لم تعد المقاهي والفنادق والمطارات قادرة على قراءة ما ترسله.",
      ],
      ["برامجك أينما كنت", "اتصل بخادم في بلدك وشاهد ما تدفع مقابله أثناء السفر."],
      [
        "10 أجهزة بحساب واحد",
        "الهاتف والحاسوب والجهاز اللوحي والتلفزيون، كلها محمية في الوقت نفسه.",
      ],
    ],
    networkTitle: "شبكة قريبة منك",
    networkIntro: "اختر دولة، أو دع التطبيق يختار لك أسرع خادم.",
    stats: ["دولة", "مدينة", "خادم"],
    allServers: "اطّلع على كل مواقع الخوادم",
    platformsTitle: "تطبيقات لكل ما تستخدمه",
    platformsIntro: "نزّل التطبيق لجهازك وسجّل الدخول بحساب واحد.",
    trustTitle: "لماذا يثق الناس في mVPN",
    trustItems: [
      ["سياسة عدم الاحتفاظ بالسجلات", "لا نسجّل أبدًا المواقع التي تزورها أو ما تفعله على الإنترنت."],
      [
        "ضمان استرداد الأموال خلال 30 يومًا",
        "لم يناسبك؟ اطلب ذلك خلال 30 يومًا واسترد المبلغ كاملًا.",
      ],
      ["تقييم 4.7 من مستخدمينا", "في متاجر التطبيقات، من أكثر من 90,000 مراجعة."],
    ],
  },
} satisfies Record<CheckoutLang, unknown>;

const BENEFIT_ICONS = [
  <LockIcon key="lock" />,
  <WifiIcon key="wifi" />,
  <GlobeIcon key="globe" />,
  <SmartphoneIcon key="phone" />,
];
const TRUST_ICONS = [<EyeOffIcon key="eye" />, <ShieldCheckIcon key="shield" />];
const FIGURES = ["94", "160", "2,400+"];

/** The home's six regions, as the site's region data lists them. */
const REGIONS = [
  { code: "US", flag: us, cities: 24 },
  { code: "GB", flag: gb, cities: 4 },
  { code: "DE", flag: de, cities: 3 },
  { code: "NL", flag: nl, cities: 2 },
  { code: "JP", flag: jp, cities: 2 },
  { code: "SG", flag: sg, cities: 1 },
];

const PLATFORM_ICONS: Record<Platform, ReactNode> = {
  windows: <LaptopIcon />,
  macos: <LaptopIcon />,
  ios: <SmartphoneIcon />,
  android: <SmartphoneIcon />,
  chrome: <GlobeIcon />,
  "android-tv": <TvIcon />,
  "apple-tv": <TvIcon />,
  "lg-tv": <TvIcon />,
  "samsung-tv": <TvIcon />,
};

const linkClass =
  "border-border bg-surface text-text hover:border-accent focus-visible:outline-focus rounded-card flex h-full items-center gap-3 border p-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";

/** Every platform with an app, as the site's PlatformLinks lays them out. */
function PlatformLinks() {
  const name = usePlatformName();
  return (
    <ul className="m-0 grid list-none grid-cols-2 gap-3 p-0 sm:grid-cols-3 lg:grid-cols-5">
      {PLATFORMS.map((platform) => (
        <li key={platform} className="min-w-0">
          <a href={`#/download/${platform}`} className={linkClass}>
            <span aria-hidden="true" className="text-accent inline-flex shrink-0 [&_svg]:size-5">
              {PLATFORM_ICONS[platform]}
            </span>
            <span className="min-w-0 break-words">{name(platform)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home page (issue #16) as the site composes it from the design system:
 * hero with the download, the benefits, the network at a glance (figures
 * and regions), the apps, and why to trust the service.
 */
function HomePage({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  return (
    <div data-slot="home-page" className="bg-surface text-text">
      <Hero
        headline={copy.headline}
        description={copy.description}
        primaryAction={
          <Button size="lg" variant="primary">
            {copy.download}
          </Button>
        }
        secondaryAction={
          <Button size="lg" variant="outline">
            {copy.plans}
          </Button>
        }
        trust={
          <HeroTrustList>
            {copy.trust.map((item, i) => (
              <HeroTrustItem
                key={item}
                icon={
                  [<ShieldCheckIcon key="s" />, <EyeOffIcon key="e" />, <GlobeIcon key="g" />][i]
                }
              >
                {item}
              </HeroTrustItem>
            ))}
          </HeroTrustList>
        }
      />
      <Section spacing="lg">
        <Container>
          <FeatureGrid
            title={copy.benefitsTitle}
            items={copy.benefits.map(([title, description], i) => ({
              id: String(i),
              icon: BENEFIT_ICONS[i],
              title,
              description,
            }))}
          />
        </Container>
      </Section>
      <Band tone="sunken" title={copy.networkTitle} intro={copy.networkIntro}>
        <StatsStrip
          stats={copy.stats.map((label, i) => ({ id: label, value: FIGURES[i] ?? "", label }))}
        />
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {REGIONS.map((region) => (
            <li key={region.code} className="min-w-0">
              <ServerLocationCard
                className="h-full"
                countryCode={region.code}
                flagSrc={region.flag}
                cityCount={region.cities}
                href={`#/vpn-server/${region.code.toLowerCase()}`}
              />
            </li>
          ))}
        </ul>
        <p className="m-0">
          <a
            className="text-text-link font-semibold underline underline-offset-4 hover:no-underline"
            href="#/vpn-server"
          >
            {copy.allServers}
          </a>
        </p>
      </Band>
      <Band title={copy.platformsTitle} intro={copy.platformsIntro}>
        <PlatformLinks />
      </Band>
      <Band tone="sunken" title={copy.trustTitle}>
        <ul className="m-0 grid list-none grid-cols-1 gap-8 p-0 md:grid-cols-3">
          {copy.trustItems.map(([title, body], i) => (
            <li key={title} className="flex flex-col gap-3">
              {i < 2 ? (
                <span aria-hidden="true" className="text-accent inline-flex [&_svg]:size-8">
                  {TRUST_ICONS[i]}
                </span>
              ) : (
                <Rating value={4.7} showValue size="md" />
              )}
              <h3 className="font-display m-0 text-xl font-bold">{title}</h3>
              <p className="text-text-muted m-0">{body}</p>
            </li>
          ))}
        </ul>
      </Band>
    </div>
  );
}

const meta = {
  title: "Compositions/Home",
  ...compositionMeta(HomePage),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page on a desktop: one h1, each band a region named by its h2, the figures as a list. */
export const Page: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectOneH1(canvasElement, COPY.en.headline);
      for (const name of [COPY.en.networkTitle, COPY.en.platformsTitle, COPY.en.trustTitle]) {
        await expect(canvas.getByRole("region", { name })).toBeVisible();
      }
      const stats = canvasElement.querySelector('[data-slot="stats-strip"]') as HTMLElement;
      await expect(within(stats).getAllByRole("listitem")).toHaveLength(3);
      await expect(canvas.getByRole("link", { name: "Germany" })).toBeVisible();
      await expect(canvas.getByRole("link", { name: /Samsung/ })).toBeVisible();
    },
    async ({ canvasElement }) => {
      await expectOneH1(canvasElement, COPY.ar.headline);
      await expect(
        within(canvasElement).getByRole("region", { name: COPY.ar.networkTitle }),
      ).toBeVisible();
    },
  ),
};

/** On a 360 px phone nothing scrolls sideways (issue #16's acceptance). */
export const FitsSmallPhone: Story = {
  ...SMALL_PHONE,
  name: "Fits a 360 px phone",
  tags: ["no-visual", "rtl"],
  // The same check in both directions (the storybook-rtl project runs it in Arabic).
  play: fitsSmallPhone,
};
