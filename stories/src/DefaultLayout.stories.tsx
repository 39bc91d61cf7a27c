import {
  Button,
  ClockIcon,
  Container,
  DefaultLayout,
  DownloadIcon,
  EyeOffIcon,
  GlobeIcon,
  Grid,
  InfoIcon,
  InlineStack,
  LockIcon,
  MONEY_BACK_DAYS,
  Section,
  ShieldCheckIcon,
  SmartphoneIcon,
  Stack,
  WifiIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NETWORK } from "../../site/src/content/regions";
import { DEVICES_PER_ACCOUNT } from "../../site/src/marketing/trust";
import { PAGE_VIEWPORTS, pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { PricingTeaserText } from "./support/pageBands";
import { SiteFooter, SiteHeader } from "./support/siteChromeFixtures";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

const meta = {
  title: "Layouts/DefaultLayout",
  component: DefaultLayout,
  // A layout is about the page around the content: shot at phone and desktop width.
  parameters: { layout: "fullscreen", controls: { disable: true }, viewports: PAGE_VIEWPORTS },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's words, the pricing page's closing call and the header's skip link. */
const HOME_CATALOGS = ["home", "pricing", "header"] as const;

/** The hero's trust line as the home page words it: its claims are the site's, never the story's. */
const trustLine = (t: SiteMessage) =>
  [
    [ShieldCheckIcon, t("home.trust.moneyBack.title", { days: MONEY_BACK_DAYS })],
    [GlobeIcon, t("home.hero.trustCountries", { count: NETWORK.countries })],
    [EyeOffIcon, t("home.hero.trustNoLogs")],
  ] as const;

/** Three of the home page's benefits, by their ids in its catalog. */
const BENEFITS = [
  ["private", LockIcon],
  ["wifi", WifiIcon],
  ["devices", SmartphoneIcon],
] as const;

/**
 * The home page of DESIGN-LANGUAGE.md's "Page anatomy" in the site's words:
 * hero, benefits, pricing teaser, closing call.
 */
function HomePage({ locale, mainId }: { locale: string; mainId?: string }) {
  const t = siteCopy(locale, ...HOME_CATALOGS);
  return (
    <DefaultLayout
      mainId={mainId}
      skipLinkLabel={t("header.skip")}
      header={<SiteHeader lang={locale} transparent current="/" />}
      footer={<SiteFooter lang={locale} />}
    >
      <Section tone="brand" spacing="lg" headerOverlap aria-labelledby={`${mainId}-hero`}>
        <Container>
          <Stack gap={6} className="max-w-2xl">
            <h1
              id={`${mainId}-hero`}
              className="font-display text-4xl font-extrabold tracking-tight md:text-5xl"
            >
              {t("home.hero.title")}
            </h1>
            <p className="text-on-brand-muted text-lg md:text-xl">{t("home.hero.body")}</p>
            <InlineStack gap={3}>
              <Button asChild size="lg">
                <a href="#/pricing">{t("home.hero.plans")}</a>
              </Button>
              <Button size="lg" variant="outline">
                <DownloadIcon />
                {t("home.hero.download", { platform: "Windows" })}
              </Button>
            </InlineStack>
            <InlineStack gap={6} asChild>
              <ul className="text-on-brand-muted text-sm">
                {trustLine(t).map(([Icon, item]) => (
                  <li key={item} className="flex items-center gap-2">
                    <Icon className="text-accent-bright" />
                    {item}
                  </li>
                ))}
              </ul>
            </InlineStack>
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby={`${mainId}-benefits`}>
        <Container>
          <h2 id={`${mainId}-benefits`} className="font-display text-3xl font-bold">
            {t("home.benefits.title")}
          </h2>
          <Grid columns={{ base: 1, md: 3 }} className="mt-8" asChild>
            <ul>
              {BENEFITS.map(([id, Icon]) => (
                <li key={id} className="flex flex-col gap-2">
                  <Icon className="text-text-accent size-7" />
                  <h3 className="text-lg font-semibold">
                    {t(`home.benefits.${id}.title`, { count: DEVICES_PER_ACCOUNT })}
                  </h3>
                  <p className="text-text-muted">{t(`home.benefits.${id}.body`)}</p>
                </li>
              ))}
            </ul>
          </Grid>
        </Container>
      </Section>
      <Section tone="sunken" aria-labelledby={`${mainId}-pricing`}>
        <Container>
          <div className="bg-surface-raised border-border rounded-card shadow-low mx-auto flex max-w-md flex-col gap-3 border p-6">
            <h2 id={`${mainId}-pricing`} className="text-xl font-semibold">
              {t("home.pricing.title")}
            </h2>
            <p className="text-text-muted">
              <PricingTeaserText locale={locale} />
            </p>
            <Button asChild fullWidth>
              <a href="#/pricing">{t("home.pricing.action")}</a>
            </Button>
          </div>
        </Container>
      </Section>
      <Section tone="inverse" aria-labelledby={`${mainId}-closing`}>
        <Container className="flex flex-col items-start gap-4">
          <h2 id={`${mainId}-closing`} className="font-display text-3xl font-bold">
            {t("pricing.closing.heading")}
          </h2>
          <p>{t("pricing.closing.body")}</p>
          <Button asChild size="lg">
            <a href="#/pricing">{t("pricing.closing.action")}</a>
          </Button>
        </Container>
      </Section>
    </DefaultLayout>
  );
}

/** The contact page's notes before writing (site/src/pages/contact-us), by their ids in its catalog. */
const CONTACT_NOTES = [
  ["response", ClockIcon],
  ["help", InfoIcon],
] as const;

/** A short page under the solid header (contact-us): the footer still sits at the bottom of the window. */
function ContactPage({ locale, mainId }: { locale: string; mainId?: string }) {
  const t = siteCopy(locale, "contact-us", "header");
  return (
    <DefaultLayout
      mainId={mainId}
      skipLinkLabel={t("header.skip")}
      header={<SiteHeader lang={locale} current="/contact-us" />}
      footer={<SiteFooter lang={locale} tone="sunken" />}
    >
      <Section aria-labelledby={`${mainId}-title`}>
        <Container>
          <h1
            id={`${mainId}-title`}
            className="font-display text-4xl font-extrabold tracking-tight"
          >
            {t("contact-us.hero.title")}
          </h1>
          <p className="text-text-muted mt-3 text-lg">{t("contact-us.hero.body")}</p>
          <Grid columns={{ base: 1, md: 2 }} className="mt-8 max-w-3xl">
            {CONTACT_NOTES.map(([id, Icon]) => (
              <div key={id} className="border-border rounded-card flex gap-4 border p-5">
                <Icon className="text-text-accent size-6 shrink-0" />
                <div>
                  <h2 className="font-semibold">{t(`contact-us.aside.${id}Title`)}</h2>
                  <p className="text-text-muted text-sm">{t(`contact-us.aside.${id}Body`)}</p>
                </div>
              </div>
            ))}
          </Grid>
        </Container>
      </Section>
    </DefaultLayout>
  );
}

/** The home page: the transparent header over the hero band. */
export const HeroPage: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <HomePage locale={pageLocale(globals.locale)} mainId="main" />,
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const banner = canvas.getByRole("banner");
      const name = siteCopy(globals.locale, "home")("home.hero.title");
      const hero = canvas.getByRole("region", { name });
      await expect(banner).toHaveAttribute("data-variant", "transparent");
      // The bar lies over the band, and the headline starts below the bar.
      await expect(Math.round(banner.getBoundingClientRect().top)).toBe(
        Math.round(hero.getBoundingClientRect().top),
      );
      await expect(
        canvas.getByRole("heading", { level: 1 }).getBoundingClientRect().top,
      ).toBeGreaterThan(banner.getBoundingClientRect().bottom);
    },
    async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      const skip = siteCopy(globals.locale, "header")("header.skip");
      await expect(canvas.getByRole("link", { name: skip })).toHaveAttribute("href", "#main");
      const heading = canvas.getByRole("heading", { level: 1 });
      // The headline starts at the right edge of the content column.
      await expect(heading.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
    },
  ),
};

/** The skip link is the first stop and jumps past the header to `<main>`. */
export const Default: Story = {
  render: (_args, { globals }) => <ContactPage locale={pageLocale(globals.locale)} mainId="main" />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const name = siteCopy(globals.locale, "header")("header.skip");
    const skip = canvas.getByRole("link", { name });
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByRole("main")).toHaveFocus();
    // A short page still fills the window: the footer ends at the layout's bottom edge.
    const root = canvasElement.querySelector('[data-slot="default-layout"]') as HTMLElement;
    await expect(root.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
    await expect(Math.round(canvas.getByRole("contentinfo").getBoundingClientRect().bottom)).toBe(
      Math.round(root.getBoundingClientRect().bottom),
    );
  },
};

/**
 * Both pages on one canvas for review. Two pages means two banners, mains
 * and footers, which axe rightly reports on a real page; each page is
 * checked on its own in the stories above, so those rules are off here only.
 */
export const All: Story = {
  tags: ["rtl"],
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: "landmark-no-duplicate-banner", enabled: false },
          { id: "landmark-no-duplicate-main", enabled: false },
          { id: "landmark-no-duplicate-contentinfo", enabled: false },
          { id: "landmark-unique", enabled: false },
        ],
      },
    },
  },
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-12">
      <HomePage locale={pageLocale(globals.locale)} mainId="home" />
      <ContactPage locale={pageLocale(globals.locale)} mainId="contact" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole("main")
        .map((m) => m.id),
    ).toEqual(["home", "contact"]);
  },
};
