import {
  Band,
  Button,
  Container,
  EyeOffIcon,
  FAQ,
  FeatureGrid,
  GlobeIcon,
  Hero,
  HeroTrustItem,
  HeroTrustList,
  LaptopIcon,
  LockIcon,
  MONEY_BACK_DAYS,
  PLATFORMS,
  type Platform,
  Section,
  ServerLocationCard,
  ShieldCheckIcon,
  SmartphoneIcon,
  StatsStrip,
  TvIcon,
  usePlatformName,
  WifiIcon,
} from "@mvpn/design-system";
import type { InterfaceLocale } from "@mvpn/locales";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { HOME_REGIONS, NETWORK, regionData } from "../../site/src/content/regions";
import { FLAGS } from "../../site/src/marketing/flags";
import { DEVICES_PER_ACCOUNT } from "../../site/src/marketing/trust";
import { expectOneH1 } from "./support/compositionHelpers";
import * as composition from "./support/compositionStories";
import { ClosingBand, PricingTeaserText } from "./support/pageBands";
import { siteCopy } from "./support/siteCopy";

const FAQ_KEYS = ["encrypt", "slow", "logs", "refund", "legal"] as const;

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
  "border-border bg-surface text-text hover:border-accent focus-visible:outline-focus rounded-card flex h-full items-center gap-3 border px-4 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 max-sm:[&:lang(ja)]:px-3";

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

function TrustItem({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <li className="flex flex-col gap-3">
      <div className="text-text-accent flex [&_svg]:size-6">{icon}</div>
      <h3 className="font-display text-text m-0 text-xl font-bold">{title}</h3>
      <p className="text-text-muted m-0 leading-relaxed">{body}</p>
    </li>
  );
}

/**
 * The home page (issue #16) as site/src/pages/home.tsx composes it, in the
 * words of the site's `home` catalog and the figures of its regions list:
 * the hero with the download (as prerendered, before the platform is known),
 * the benefits, the network, the apps, the price, why to trust the service
 * and the common questions. stories/visual/composition-words.visual.ts
 * checks that in Japanese it says what the prerendered /ja page says.
 */
function HomePage({ locale }: { locale: InterfaceLocale }) {
  const t = siteCopy(locale, "home");
  const days = { days: MONEY_BACK_DAYS };
  const number = new Intl.NumberFormat(locale);
  return (
    <div data-slot="home-page" className="bg-surface text-text">
      <Hero
        headline={t("home.hero.title")}
        description={t("home.hero.body")}
        primaryAction={
          <Button asChild size="lg" className="min-h-12">
            <a href="#/download">{t("home.hero.choosePlatform")}</a>
          </Button>
        }
        secondaryAction={
          <Button asChild size="lg" variant="outline">
            <a href="#/pricing">{t("home.hero.plans")}</a>
          </Button>
        }
        trust={
          <HeroTrustList>
            <HeroTrustItem icon={<ShieldCheckIcon />}>
              {t("home.trust.moneyBack.title", days)}
            </HeroTrustItem>
            <HeroTrustItem icon={<EyeOffIcon />}>{t("home.hero.trustNoLogs")}</HeroTrustItem>
            <HeroTrustItem icon={<GlobeIcon />}>
              {t("home.hero.trustCountries", { count: NETWORK.countries })}
            </HeroTrustItem>
          </HeroTrustList>
        }
      />
      <Section spacing="lg">
        <Container>
          <FeatureGrid
            title={t("home.benefits.title")}
            items={[
              ["private", <LockIcon key="lock" />],
              ["wifi", <WifiIcon key="wifi" />],
              ["travel", <GlobeIcon key="globe" />],
              ["devices", <SmartphoneIcon key="phone" />],
            ].map(([id, icon]) => ({
              id: String(id),
              icon,
              title: t(`home.benefits.${id}.title`, { count: DEVICES_PER_ACCOUNT }),
              description: t(`home.benefits.${id}.body`),
            }))}
          />
        </Container>
      </Section>
      <Band tone="sunken" title={t("home.network.title")} intro={t("home.network.intro")}>
        <StatsStrip
          stats={(["countries", "cities", "servers"] as const).map((id) => ({
            id,
            value: number.format(NETWORK[id]),
            label: t(`home.network.${id}`),
          }))}
        />
        <ul className="m-0 grid list-none grid-cols-1 gap-4 p-0 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_REGIONS.map((id) => {
            const region = regionData(id);
            return (
              <li key={id} className="min-w-0">
                <ServerLocationCard
                  className="h-full"
                  countryCode={region.country}
                  flagSrc={FLAGS[region.country]}
                  cityCount={region.cities.length}
                  href={`#/vpn-server/${id}`}
                />
              </li>
            );
          })}
        </ul>
        <p className="m-0">
          <a
            className="text-text-link font-semibold underline underline-offset-4 hover:no-underline"
            href="#/vpn-server"
          >
            {t("home.network.all")}
          </a>
        </p>
      </Band>
      <Band title={t("home.platforms.title")} intro={t("home.platforms.intro")}>
        <PlatformLinks />
      </Band>
      <ClosingBand title={t("home.pricing.title")} action={t("home.pricing.action")}>
        <p className="text-on-brand-muted m-0 max-w-2xl text-lg">
          <PricingTeaserText locale={locale} />
        </p>
      </ClosingBand>
      <Band title={t("home.trust.title")}>
        <ul className="m-0 grid list-none grid-cols-1 gap-8 p-0 md:grid-cols-2">
          <TrustItem
            icon={<EyeOffIcon />}
            title={t("home.trust.noLogs.title")}
            body={t("home.trust.noLogs.body")}
          />
          <TrustItem
            icon={<ShieldCheckIcon />}
            title={t("home.trust.moneyBack.title", days)}
            body={t("home.trust.moneyBack.body", days)}
          />
        </ul>
      </Band>
      <Section tone="sunken" spacing="lg">
        <Container className="max-w-3xl">
          <FAQ
            items={FAQ_KEYS.map((key) => ({
              id: key,
              question: t(`home.faq.${key}.q`),
              answer: t(`home.faq.${key}.a`, days),
            }))}
          />
        </Container>
      </Section>
    </div>
  );
}

export default { title: "Compositions/Home", tags: ["rtl"], ...composition.meta(HomePage) };
type Story = composition.CompositionStory<typeof HomePage>;

/** The page on a desktop: one h1, each band a region named by its h2, the figures as a list. */
export const Page: Story = {
  play: composition.checkPage(["home"], async ({ canvasElement, canvas, t }) => {
    await expectOneH1(canvasElement, t("home.hero.title"));
    for (const id of ["network", "platforms", "trust"]) {
      await expect(canvas.getByRole("region", { name: t(`home.${id}.title`) })).toBeVisible();
    }
    const stats = canvasElement.querySelector('[data-slot="stats-strip"]') as HTMLElement;
    await expect(within(stats).getAllByRole("listitem")).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-slot="server-location-card"]')).toHaveLength(
      HOME_REGIONS.length,
    );
  }),
};

export const FitsSmallPhone: Story = { tags: ["no-visual"], ...composition.smallPhoneCheck() };
