import {
  Band,
  Button,
  Container,
  EyeOffIcon,
  FAQ,
  FeatureGrid,
  formatPrice,
  GlobeIcon,
  Hero,
  HeroTrustItem,
  HeroTrustList,
  LockIcon,
  MONEY_BACK_DAYS,
  Section,
  ShieldCheckIcon,
  SmartphoneIcon,
  WifiIcon,
} from "@mvpn/design-system";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link, type LoaderFunctionArgs } from "react-router";
import { useLayoutData } from "../app/frame/useLayoutData";
import { localeFromPath, withLanguage } from "../app/routing/paths";
import { faqPage, organization, webSite } from "../app/seo/structured-data";
import { loadPricingTeaser } from "../content/marketing.server";
import type { PricingTeaser } from "../content/marketing-data";
import { HOME_REGIONS, NETWORK } from "../content/regions";
import { AppScreensOnDevices } from "../marketing/AppScreens";
import { type AppScreenServer, appScreenServer } from "../marketing/app-screen-server";
import { CallToActionBand } from "../marketing/CallToActionBand";
import { JsonLd } from "../marketing/JsonLd";
import { NetworkStats } from "../marketing/NetworkStats";
import { PlatformLinks } from "../marketing/PlatformLinks";
import { RegionCards } from "../marketing/RegionCards";
import { DEVICES_PER_ACCOUNT } from "../marketing/trust";
import { HomeDownload } from "./home/HomeDownload";
import { homeMessages as m } from "./home/messages";
import { homeIntro } from "./intros/home";

/** Build time: the pricing teaser's figures from the plan list the pricing page is prerendered with. */
export function loader({ request }: LoaderFunctionArgs): HomeData {
  const teaser = loadPricingTeaser();
  // The one price format of the site (the pricing page's formatPrice), applied
  // here at build time so the home page ships no formatting code: SPEC.md §1's
  // symbol in the locale's pattern, "4.99 $" in Arabic as on /ar/pricing, not
  // Intl's "$US 4.99" (issue #38).
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    ...teaser,
    price: formatPrice(teaser.perMonth, teaser.currency, locale),
    screenServer: appScreenServer(locale),
  };
}

type HomeData = PricingTeaser & { price: string; screenServer: AppScreenServer };

const FAQ_KEYS = ["Encrypt", "Slow", "Logs", "Refund", "Legal"] as const;

/**
 * The home page (issue #16): the download for the visitor's system, what
 * mVPN does, the network, the apps, the price, why to trust it and the
 * common questions. HTML and CSS only: no image but the drawn app's flag,
 * and no script beyond the download button's platform check.
 */
export default function HomePage({ loaderData }: { loaderData: HomeData }) {
  const intl = useIntl();
  const { locale, transparentNav } = useLayoutData();
  const days = { days: MONEY_BACK_DAYS };
  const faq = FAQ_KEYS.map((key) => ({
    id: key.toLowerCase(),
    question: intl.formatMessage(m[`faq${key}Q`]),
    answer: intl.formatMessage(m[`faq${key}A`], days),
  }));
  // Isolated left to right inside the sentence, as the pricing page's PriceTag does.
  const price = (
    <bdi key="price" dir="ltr" className="whitespace-nowrap">
      {loaderData.price}
    </bdi>
  );
  return (
    <>
      <Hero
        headline={intl.formatMessage(homeIntro.title)}
        description={intl.formatMessage(homeIntro.body)}
        primaryAction={<HomeDownload locale={locale} />}
        secondaryAction={
          <Button asChild size="lg" variant="outline">
            <Link to={withLanguage(locale, "/pricing")}>{intl.formatMessage(m.heroPlans)}</Link>
          </Button>
        }
        trust={
          <HeroTrustList>
            <HeroTrustItem icon={<ShieldCheckIcon />}>
              {intl.formatMessage(m.moneyBackTitle, days)}
            </HeroTrustItem>
            <HeroTrustItem icon={<EyeOffIcon />}>{intl.formatMessage(m.heroNoLogs)}</HeroTrustItem>
            <HeroTrustItem icon={<GlobeIcon />}>
              {intl.formatMessage(m.heroCountries, { count: NETWORK.countries })}
            </HeroTrustItem>
          </HeroTrustList>
        }
        // The apps fill the hero's other half on a computer; a phone's first screen keeps to the words.
        illustration={<AppScreensOnDevices messages={m} server={loaderData.screenServer} />}
        illustrationOnPhone="hidden"
        headerOverlap={transparentNav}
      />

      <Section spacing="lg">
        <Container>
          <FeatureGrid
            title={intl.formatMessage(m.benefitsTitle)}
            items={[
              {
                id: "private",
                icon: <LockIcon />,
                title: intl.formatMessage(m.privateTitle),
                description: intl.formatMessage(m.privateBody),
              },
              {
                id: "wifi",
                icon: <WifiIcon />,
                title: intl.formatMessage(m.wifiTitle),
                description: intl.formatMessage(m.wifiBody),
              },
              {
                id: "travel",
                icon: <GlobeIcon />,
                title: intl.formatMessage(m.travelTitle),
                description: intl.formatMessage(m.travelBody),
              },
              {
                id: "devices",
                icon: <SmartphoneIcon />,
                title: intl.formatMessage(m.devicesTitle, { count: DEVICES_PER_ACCOUNT }),
                description: intl.formatMessage(m.devicesBody),
              },
            ]}
          />
        </Container>
      </Section>

      <Band
        tone="sunken"
        title={intl.formatMessage(m.networkTitle)}
        intro={intl.formatMessage(m.networkIntro)}
      >
        <NetworkStats labels={m} />
        <RegionCards regions={HOME_REGIONS} locale={locale} />
        <p className="m-0">
          <Link
            className="text-text-link font-semibold underline underline-offset-4 hover:no-underline"
            to={withLanguage(locale, "/vpn-server")}
          >
            {intl.formatMessage(m.networkAll)}
          </Link>
        </p>
      </Band>

      <Band
        title={intl.formatMessage(m.platformsTitle)}
        intro={intl.formatMessage(m.platformsIntro)}
      >
        <PlatformLinks locale={locale} />
      </Band>

      <CallToActionBand
        title={intl.formatMessage(m.pricingTitle)}
        action={{
          href: withLanguage(locale, "/pricing"),
          label: intl.formatMessage(m.pricingAction),
        }}
      >
        <p className="text-on-brand-muted m-0 max-w-2xl text-lg">
          {intl.formatMessage(m.pricingBody, {
            price,
            // Intl spaces the percent as the locale does, with a no-break space ("62 %").
            discount: intl.formatNumber(loaderData.maxDiscount / 100, { style: "percent" }),
          })}
        </p>
      </CallToActionBand>

      <Band title={intl.formatMessage(m.trustTitle)}>
        <ul className="m-0 grid list-none grid-cols-1 gap-8 p-0 md:grid-cols-2">
          <TrustItem
            icon={<EyeOffIcon />}
            title={intl.formatMessage(m.noLogsTitle)}
            body={intl.formatMessage(m.noLogsBody)}
          />
          <TrustItem
            icon={<ShieldCheckIcon />}
            title={intl.formatMessage(m.moneyBackTitle, days)}
            body={intl.formatMessage(m.moneyBackBody, days)}
          />
        </ul>
      </Band>

      <Section tone="sunken" spacing="lg">
        <Container className="max-w-3xl">
          <FAQ items={faq} />
        </Container>
      </Section>

      <JsonLd data={import.meta.env.SSR && organization()} />
      <JsonLd data={import.meta.env.SSR && webSite(locale)} />
      <JsonLd data={import.meta.env.SSR && faqPage(faq)} />
    </>
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
