import {
  Button,
  CheckIcon,
  Container,
  DefaultLayout,
  DownloadIcon,
  GlobeIcon,
  Grid,
  InlineStack,
  MailIcon,
  Section,
  ServerIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  Stack,
  ZapIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { NETWORK } from "../../site/src/content/regions";
import { PAGE_VIEWPORTS } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { langOf, SiteFooter, SiteHeader, type StoryLang } from "./support/siteChromeFixtures";
import { siteCopy } from "./support/siteCopy";

/** The hero's trust line as the home page words it: its claims are the site's, never the story's. */
function trustLine(lang: StoryLang): string[] {
  const t = siteCopy(lang, "home");
  return [
    t("home.trust.moneyBack.title", { days: 30 }),
    t("home.hero.trustCountries", { count: NETWORK.countries }),
    t("home.hero.trustNoLogs"),
  ];
}

const meta = {
  title: "Layouts/DefaultLayout",
  component: DefaultLayout,
  // A layout is about the page around the content: shot at phone and desktop width.
  parameters: { layout: "fullscreen", controls: { disable: true }, viewports: PAGE_VIEWPORTS },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOME = {
  en: {
    headline: "Private internet in one tap",
    lead: "Encrypt every connection on up to 10 devices, at home and on public Wi-Fi, without slowing down.",
    primary: "See plans",
    secondary: "Download for Windows",
    benefitsTitle: "Why people choose mVPN",
    benefits: [
      ["No activity logs", "We never record the sites you visit or what you download."],
      ["Fast everywhere", "WireGuard servers tuned for HD streaming and video calls."],
      ["Every device", "Apps for Windows, Mac, iOS, Android, Chrome and smart TVs."],
    ],
    pricingTitle: "One plan, every device",
    price: "$3.99",
    perMonth: "per month",
    billed: "$95.76 billed every 2 years, then $59.99 a year",
    save: "Save 67%",
    closingTitle: "Try mVPN risk-free",
    closingBody: "Not happy within 30 days? We refund every cent, no questions asked.",
  },
  ar: {
    headline: "إنترنت خاص بنقرة واحدة",
    lead: "شفّر كل اتصال على ما يصل إلى 10 أجهزة، في المنزل وعلى شبكات Wi-Fi العامة، دون أن يتباطأ اتصالك.",
    primary: "اطّلع على الخطط",
    secondary: "نزّل لنظام Windows",
    benefitsTitle: "لماذا يختار الناس mVPN",
    benefits: [
      ["لا سجلات للنشاط", "لا نسجّل أبدًا المواقع التي تزورها أو ما تنزّله."],
      ["سرعة في كل مكان", "خوادم WireGuard مهيّأة للبث بجودة عالية ومكالمات الفيديو."],
      ["كل أجهزتك", "تطبيقات لأنظمة Windows وMac وiOS وAndroid وChrome وأجهزة التلفاز الذكية."],
    ],
    pricingTitle: "خطة واحدة لكل أجهزتك",
    price: "$3.99",
    perMonth: "شهريًا",
    billed: "‎$95.76 تُدفع كل سنتين، ثم ‎$59.99 سنويًا",
    save: "وفّر 67%",
    closingTitle: "جرّب mVPN بلا مخاطرة",
    closingBody: "لست راضيًا خلال 30 يومًا؟ نعيد إليك كامل المبلغ دون أي أسئلة.",
  },
} as const;

const BENEFIT_ICONS = [ShieldCheckIcon, ZapIcon, SmartphoneIcon];

/** The home page of DESIGN-LANGUAGE.md's "Page anatomy": hero, benefits, pricing teaser, closing call. */
function HomePage({ lang, mainId }: { lang: StoryLang; mainId?: string }) {
  const copy = HOME[lang];
  return (
    <DefaultLayout
      mainId={mainId}
      header={<SiteHeader lang={lang} transparent current="/" />}
      footer={<SiteFooter lang={lang} />}
    >
      <Section tone="brand" spacing="lg" headerOverlap aria-labelledby={`${mainId}-hero`}>
        <Container>
          <Stack gap={6} className="max-w-2xl">
            <h1
              id={`${mainId}-hero`}
              className="font-display text-4xl font-extrabold tracking-tight md:text-5xl"
            >
              {copy.headline}
            </h1>
            <p className="text-on-brand-muted text-lg md:text-xl">{copy.lead}</p>
            <InlineStack gap={3}>
              <Button asChild size="lg">
                <a href="#/pricing">{copy.primary}</a>
              </Button>
              <Button size="lg" variant="outline">
                <DownloadIcon />
                {copy.secondary}
              </Button>
            </InlineStack>
            <InlineStack gap={6} asChild>
              <ul className="text-on-brand-muted text-sm">
                {trustLine(lang).map((item, index) => {
                  const Icon = [ShieldCheckIcon, GlobeIcon, CheckIcon][index] ?? CheckIcon;
                  return (
                    <li key={item} className="flex items-center gap-2">
                      <Icon className="text-accent-bright" />
                      {item}
                    </li>
                  );
                })}
              </ul>
            </InlineStack>
          </Stack>
        </Container>
      </Section>
      <Section aria-labelledby={`${mainId}-benefits`}>
        <Container>
          <h2 id={`${mainId}-benefits`} className="font-display text-3xl font-bold">
            {copy.benefitsTitle}
          </h2>
          <Grid columns={{ base: 1, md: 3 }} className="mt-8" asChild>
            <ul>
              {copy.benefits.map(([title, body], index) => {
                const Icon = BENEFIT_ICONS[index] ?? ShieldCheckIcon;
                return (
                  <li key={title} className="flex flex-col gap-2">
                    <Icon className="text-text-accent size-7" />
                    <h3 className="text-lg font-semibold">{title}</h3>
                    <p className="text-text-muted">{body}</p>
                  </li>
                );
              })}
            </ul>
          </Grid>
        </Container>
      </Section>
      <Section tone="sunken" aria-labelledby={`${mainId}-pricing`}>
        <Container>
          <div className="bg-surface-raised border-border rounded-card shadow-low mx-auto flex max-w-md flex-col gap-3 border p-6">
            <h2 id={`${mainId}-pricing`} className="text-xl font-semibold">
              {copy.pricingTitle}
            </h2>
            <p className="bg-accent-subtle text-text-accent rounded-pill w-fit px-3 py-1 text-sm font-semibold">
              {copy.save}
            </p>
            <p className="flex items-baseline gap-2">
              <bdi className="font-display text-5xl font-extrabold">{copy.price}</bdi>
              <span className="text-text-muted">{copy.perMonth}</span>
            </p>
            <p className="text-text-muted text-sm">{copy.billed}</p>
            <Button asChild fullWidth>
              <a href="#/pricing">{copy.primary}</a>
            </Button>
          </div>
        </Container>
      </Section>
      <Section tone="inverse" aria-labelledby={`${mainId}-closing`}>
        <Container className="flex flex-col items-start gap-4">
          <h2 id={`${mainId}-closing`} className="font-display text-3xl font-bold">
            {copy.closingTitle}
          </h2>
          <p>{copy.closingBody}</p>
          <Button asChild size="lg">
            <a href="#/pricing">{copy.primary}</a>
          </Button>
        </Container>
      </Section>
    </DefaultLayout>
  );
}

const CONTACT = {
  en: {
    title: "Contact support",
    lead: "Our team answers every message within a few hours, day and night.",
    cards: [
      ["Email", "support@mvpn.example", "Replies within 4 hours"],
      ["Server status", "All 3,200 servers online", "Updated every minute"],
    ],
  },
  ar: {
    title: "تواصل مع الدعم",
    lead: "يرد فريقنا على كل رسالة خلال ساعات قليلة، ليلًا ونهارًا.",
    cards: [
      ["البريد الإلكتروني", "support@mvpn.example", "نرد خلال 4 ساعات"],
      ["حالة الخوادم", "كل الخوادم البالغ عددها 3٬200 تعمل", "تُحدَّث كل دقيقة"],
    ],
  },
} as const;

/** A short page under the solid header (contact-us): the footer still sits at the bottom of the window. */
function ContactPage({ lang, mainId }: { lang: StoryLang; mainId?: string }) {
  const copy = CONTACT[lang];
  return (
    <DefaultLayout
      mainId={mainId}
      header={<SiteHeader lang={lang} current="/contact-us" />}
      footer={<SiteFooter lang={lang} tone="sunken" />}
    >
      <Section aria-labelledby={`${mainId}-title`}>
        <Container>
          <h1
            id={`${mainId}-title`}
            className="font-display text-4xl font-extrabold tracking-tight"
          >
            {copy.title}
          </h1>
          <p className="text-text-muted mt-3 text-lg">{copy.lead}</p>
          <Grid columns={{ base: 1, md: 2 }} className="mt-8 max-w-3xl">
            {copy.cards.map(([title, value, note], index) => {
              const Icon = index === 0 ? MailIcon : ServerIcon;
              return (
                <div key={title} className="border-border rounded-card flex gap-4 border p-5">
                  <Icon className="text-text-accent size-6" />
                  <div>
                    <h2 className="font-semibold">{title}</h2>
                    <p>{index === 0 ? <bdi dir="ltr">{value}</bdi> : value}</p>
                    <p className="text-text-muted text-sm">{note}</p>
                  </div>
                </div>
              );
            })}
          </Grid>
        </Container>
      </Section>
    </DefaultLayout>
  );
}

/** The home page: the transparent header over the hero band. */
export const HeroPage: Story = {
  tags: ["rtl"],
  render: (_args, { globals }) => <HomePage lang={langOf(globals.locale)} mainId="main" />,
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const banner = canvas.getByRole("banner");
      const hero = canvas.getByRole("region", { name: HOME.en.headline });
      await expect(banner).toHaveAttribute("data-variant", "transparent");
      // The bar lies over the band, and the headline starts below the bar.
      await expect(Math.round(banner.getBoundingClientRect().top)).toBe(
        Math.round(hero.getBoundingClientRect().top),
      );
      await expect(
        canvas.getByRole("heading", { level: 1 }).getBoundingClientRect().top,
      ).toBeGreaterThan(banner.getBoundingClientRect().bottom);
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("link", { name: "انتقل إلى المحتوى الرئيسي" })).toHaveAttribute(
        "href",
        "#main",
      );
      const heading = canvas.getByRole("heading", { level: 1 });
      // The headline starts at the right edge of the content column.
      await expect(heading.getBoundingClientRect().right).toBeGreaterThan(window.innerWidth / 2);
    },
  ),
};

/** The skip link is the first stop and jumps past the header to `<main>`. */
export const Default: Story = {
  render: (_args, { globals }) => <ContactPage lang={langOf(globals.locale)} mainId="main" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole("link", { name: "Skip to main content" });
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
      <HomePage lang={langOf(globals.locale)} mainId="home" />
      <ContactPage lang={langOf(globals.locale)} mainId="contact" />
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
