import {
  Band,
  Button,
  ComparisonTable,
  type ComparisonVerdict,
  Container,
  EyeOffIcon,
  FeatureGrid,
  LockIcon,
  MailIcon,
  MoneyBackNote,
  MonitorIcon,
  Section,
  ShieldCheckIcon,
  SmartphoneIcon,
  TvIcon,
  ZapIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { type CheckoutLang, SMALL_PHONE } from "./support/checkoutFixtures";
import { expectFitsSmallPhone, expectOneH1 } from "./support/compositionHelpers";
import { compositionMeta } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";

type Pair = readonly [title: string, body: string];

const COPY = {
  en: {
    title: "Features",
    intro: "Everything mVPN does to keep you private, and how it compares.",
    privacyTitle: "Privacy and security",
    privacyIntro: "What protects you every time you connect, on every network.",
    privacy: [
      [
        "Strong encryption",
        "Traffic is encrypted with modern ciphers over WireGuard, OpenVPN or IKEv2.",
      ],
      [
        "No activity logs",
        "We do not record the sites you visit, your DNS requests or your traffic.",
      ],
      ["Kill switch", "If the connection drops, the internet is blocked until the VPN is back."],
      ["Split tunnelling", "Choose which apps go through the VPN and which connect directly."],
    ] as Pair[],
    everydayTitle: "Made for everyday use",
    everydayIntro: "A VPN you can leave on all day, at home and on the move.",
    everyday: [
      ["Smooth streaming", "Servers tuned for video keep your shows in HD, even abroad."],
      ["10 devices", "One account covers your phone, laptop, tablet and TV at once."],
      ["Fast everywhere", "10 Gbit/s servers and WireGuard keep speeds close to your own line."],
      ["Help by email", "People, not bots, answer within a day, in your language."],
    ] as Pair[],
    compareTitle: "mVPN compared",
    compareIntro: "What you get with mVPN, with a typical free VPN, and with no VPN at all.",
    feature: "Feature",
    columns: ["mVPN", "A free VPN", "No VPN"],
    rows: [
      "Encrypts your traffic",
      "Hides your IP address",
      "Keeps no activity logs",
      "Kill switch",
      "Full speed",
      "No ads",
      "Support from people",
    ],
    verdicts: { yes: "Yes", no: "No", limited: "Limited" },
    closing: "Try every feature for 30 days",
    action: "See plans",
  },
  ar: {
    title: "الميزات",
    intro: "كل ما يفعله mVPN للحفاظ على خصوصيتك، وكيف يقارن بغيره.",
    privacyTitle: "الخصوصية والأمان",
    privacyIntro: "ما يحميك في كل مرة تتصل فيها، وعلى كل شبكة.",
    privacy: [
      ["تشفير قوي", "تُشفَّر حركة المرور بخوارزميات حديثة عبر WireGuard أو OpenVPN أو IKEv2."],
      ["لا سجلات للنشاط", "لا نسجّل المواقع التي تزورها ولا طلبات DNS ولا حركة مرورك."],
      ["مفتاح الإيقاف", "إذا انقطع الاتصال، يُحجب الإنترنت حتى يعود اتصال VPN."],
      ["تقسيم النفق", "اختر التطبيقات التي تمر عبر VPN وتلك التي تتصل مباشرة."],
    ] as Pair[],
    everydayTitle: "مصمَّم للاستخدام اليومي",
    everydayIntro: "شبكة VPN يمكنك تركها تعمل طوال اليوم، في المنزل وأثناء التنقل.",
    everyday: [
      ["بث سلس", "خوادم مهيّأة للفيديو تبقي برامجك بجودة عالية حتى في الخارج."],
      ["10 أجهزة", "حساب واحد يغطي هاتفك وحاسوبك وجهازك اللوحي وتلفزيونك معًا."],
      ["سرعة في كل مكان", "خوادم 10 Gbit/s وWireGuard تبقي السرعة قريبة من سرعة خطك."],
      ["مساعدة عبر البريد", "يجيبك أشخاص لا روبوتات خلال يوم، وبلغتك."],
    ] as Pair[],
    compareTitle: "مقارنة mVPN",
    compareIntro: "ما تحصل عليه مع mVPN، ومع شبكة VPN مجانية نموذجية، ومن دون VPN.",
    feature: "الميزة",
    columns: ["mVPN", "VPN مجانية", "من دون VPN"],
    rows: [
      "يشفّر حركة مرورك",
      "يخفي عنوان IP الخاص بك",
      "لا يحتفظ بسجلات النشاط",
      "مفتاح الإيقاف",
      "سرعة كاملة",
      "بلا إعلانات",
      "دعم من أشخاص حقيقيين",
    ],
    verdicts: { yes: "نعم", no: "لا", limited: "محدود" },
    closing: "جرّب كل الميزات لمدة 30 يومًا",
    action: "اطّلع على الخطط",
  },
} satisfies Record<CheckoutLang, unknown>;

/** The site's verdicts: mVPN, a free VPN (what is typical), no VPN. */
const CELLS: ReadonlyArray<readonly ComparisonVerdict[]> = [
  ["yes", "yes", "no"],
  ["yes", "yes", "no"],
  ["yes", "limited", "no"],
  ["yes", "limited", "no"],
  ["yes", "limited", "yes"],
  ["yes", "no", "yes"],
  ["yes", "no", "no"],
];

const PRIVACY_ICONS = [
  <LockIcon key="1" />,
  <EyeOffIcon key="2" />,
  <ShieldCheckIcon key="3" />,
  <MonitorIcon key="4" />,
];
const EVERYDAY_ICONS = [
  <TvIcon key="1" />,
  <SmartphoneIcon key="2" />,
  <ZapIcon key="3" />,
  <MailIcon key="4" />,
];

const items = (pairs: readonly Pair[], icons: readonly ReactNode[]) =>
  pairs.map(([title, description], i) => ({ id: title, icon: icons[i], title, description }));

/** /features (issue #16) as the site composes it: two feature grids, the comparison, the closing call. */
function FeaturesPage({ lang }: { lang: CheckoutLang }) {
  const copy = COPY[lang];
  return (
    <div data-slot="features-page" className="bg-surface text-text">
      <Section tone="brand" spacing="md">
        <Container className="flex flex-col gap-3">
          <h1 className="font-display m-0 text-4xl font-extrabold md:text-5xl">{copy.title}</h1>
          <p className="text-on-brand-muted m-0 max-w-2xl text-lg">{copy.intro}</p>
        </Container>
      </Section>
      <Section spacing="lg">
        <Container className="flex flex-col gap-16">
          <FeatureGrid
            title={copy.privacyTitle}
            description={copy.privacyIntro}
            items={items(copy.privacy, PRIVACY_ICONS)}
          />
          <FeatureGrid
            title={copy.everydayTitle}
            description={copy.everydayIntro}
            items={items(copy.everyday, EVERYDAY_ICONS)}
          />
        </Container>
      </Section>
      <Band tone="sunken" title={copy.compareTitle} intro={copy.compareIntro}>
        <ComparisonTable
          label={copy.compareTitle}
          featureLabel={copy.feature}
          columns={copy.columns.map((label, i) => ({ id: String(i), label, highlight: i === 0 }))}
          rows={copy.rows.map((label, i) => ({ id: String(i), label, cells: CELLS[i] ?? [] }))}
          verdictLabels={copy.verdicts}
        />
      </Band>
      <Section tone="brand" spacing="md">
        <Container className="flex flex-col items-start gap-4">
          <h2 className="font-display text-on-brand m-0 text-2xl font-bold md:text-3xl">
            {copy.closing}
          </h2>
          <MoneyBackNote tone="on-brand" />
          <Button size="lg" variant="primary">
            {copy.action}
          </Button>
        </Container>
      </Section>
    </div>
  );
}

const meta = {
  title: "Compositions/Features",
  ...compositionMeta(FeaturesPage),
} satisfies Meta<typeof FeaturesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight features in two grids, then mVPN against a free VPN and no VPN as a real table. */
export const Page: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expectOneH1(canvasElement, COPY.en.title);
      const table = canvas.getByRole("figure", { name: COPY.en.compareTitle });
      await expect(within(table).getAllByRole("row")).toHaveLength(8);
      await expect(within(table).getByRole("columnheader", { name: "mVPN" })).toHaveClass(
        "text-text-accent",
      );
      await expect(canvas.getByRole("rowheader", { name: "Kill switch" })).toBeVisible();
    },
    async ({ canvasElement }) => {
      await expectOneH1(canvasElement, COPY.ar.title);
    },
  ),
};

/** At 360 px the page does not scroll sideways: the table scrolls inside its own focusable region. */
export const FitsSmallPhone: Story = {
  ...SMALL_PHONE,
  name: "Fits a 360 px phone",
  tags: ["no-visual", "rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expectFitsSmallPhone(canvasElement, { strict: false });
      const region = canvasElement.querySelector('[data-slot="comparison-table"]') as HTMLElement;
      await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
      await expect(region).toHaveAttribute("tabindex", "0");
    },
    async ({ canvasElement }) => {
      await expectFitsSmallPhone(canvasElement, { strict: false });
    },
  ),
};
