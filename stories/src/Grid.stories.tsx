import {
  Grid,
  GridItem,
  ServerIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  ZapIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { langOf, type StoryLang } from "./support/siteChromeFixtures";

const meta = {
  title: "Components/Grid",
  component: Grid,
  argTypes: { asChild: { control: false }, columns: { control: "object" } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const FEATURES = {
  en: [
    [
      "Strict no-logs policy",
      "We keep no record of the sites you visit or the files you download.",
    ],
    ["Fast on every network", "WireGuard servers tuned for HD streaming and video calls."],
    ["14 countries", "Pick a city, or let the app choose the fastest server for you."],
    ["Every device", "Apps for Windows, Mac, iOS, Android, Chrome and smart TVs."],
    ["Kill switch", "Blocks traffic if the VPN drops, so nothing leaks in the gap."],
    ["24/7 support", "Real people answer by chat and email, day and night."],
  ],
  ar: [
    ["سياسة صارمة بلا سجلات", "لا نحتفظ بأي سجل للمواقع التي تزورها أو الملفات التي تنزّلها."],
    ["سريع على كل شبكة", "خوادم WireGuard مهيّأة للبث بجودة عالية ومكالمات الفيديو."],
    ["14 دولة", "اختر مدينة، أو دع التطبيق يختار لك أسرع خادم."],
    ["كل أجهزتك", "تطبيقات لأنظمة Windows وMac وiOS وAndroid وChrome وأجهزة التلفاز الذكية."],
    ["مفتاح الإيقاف", "يحجب حركة البيانات إذا انقطع الاتصال بشبكة VPN، فلا يتسرّب شيء."],
    ["دعم على مدار الساعة", "أشخاص حقيقيون يجيبون عبر الدردشة والبريد الإلكتروني ليلًا ونهارًا."],
  ],
} as const;

const ICONS = [ShieldCheckIcon, ZapIcon, ServerIcon, SmartphoneIcon, ShieldCheckIcon, ZapIcon];

function FeatureCards({ lang }: { lang: StoryLang }) {
  return FEATURES[lang].map(([title, body], index) => {
    const Icon = ICONS[index] ?? ShieldCheckIcon;
    return (
      <li
        key={title}
        className="bg-surface-raised border-border rounded-card shadow-low border p-5"
      >
        <Icon className="text-text-accent size-6" />
        <h3 className="mt-3 font-semibold">{title}</h3>
        <p className="text-text-muted mt-1 text-sm">{body}</p>
      </li>
    );
  });
}

const columnCount = (element: HTMLElement) =>
  getComputedStyle(element).gridTemplateColumns.split(" ").length;

/** Benefit cards: one column on phones, two on tablets, three on desktops. */
export const Cards: Story = {
  tags: ["rtl"],
  args: { columns: { base: 1, md: 2, lg: 3 } },
  // One viewport per column count.
  parameters: { viewports: ["phone", "tablet", "desktop"] },
  render: (args, { globals }) => (
    <Grid {...args} asChild>
      <ul data-testid="grid">
        <FeatureCards lang={langOf(globals.locale)} />
      </ul>
    </Grid>
  ),
  play: inBothDirections(
    async ({ canvasElement }) => {
      // The story tests' viewport is 1200 px wide: the lg count applies there.
      const columns = window.innerWidth >= 1024 ? 3 : window.innerWidth >= 768 ? 2 : 1;
      await expect(columnCount(within(canvasElement).getByTestId("grid"))).toBe(columns);
    },
    async ({ canvasElement }) => {
      const [first, second] = within(canvasElement).getAllByRole("listitem");
      // Cells fill from the right.
      await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
        second?.getBoundingClientRect().left ?? 0,
      );
    },
  ),
};

const PAGE_GRID = {
  en: ["Article", "Sidebar", "Full width"],
  ar: ["المقالة", "الشريط الجانبي", "بعرض كامل"],
} as const;

/** The page grid itself: 4 columns on phones, 12 from md, cells spanning several. */
function PageGrid({ lang }: { lang: StoryLang }) {
  const [article, sidebar, full] = PAGE_GRID[lang];
  const cell = "bg-accent-subtle text-text rounded-control p-4 text-sm font-medium";
  return (
    <Grid data-testid="page-grid" gap={4}>
      {Array.from({ length: 12 }, (_, i) => (
        <div key={`column-${i + 1}`} className="bg-surface-sunken rounded-control h-8" />
      ))}
      <GridItem span={{ base: 4, md: 8 }} className={cell}>
        {article}
      </GridItem>
      <GridItem span={{ base: 4, md: 4 }} className={cell}>
        {sidebar}
      </GridItem>
      <GridItem span={{ base: 4, md: 12 }} className={cell}>
        {full}
      </GridItem>
    </Grid>
  );
}

export const PageColumns: Story = {
  render: (_args, { globals }) => <PageGrid lang={langOf(globals.locale)} />,
  play: async ({ canvasElement }) => {
    await expect(columnCount(within(canvasElement).getByTestId("page-grid"))).toBe(12);
  },
};

export const All: Story = {
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => (
    <div className="flex flex-col gap-10">
      <Grid columns={{ base: 1, md: 2, lg: 3 }} asChild>
        <ul>
          <FeatureCards lang={langOf(globals.locale)} />
        </ul>
      </Grid>
      <PageGrid lang={langOf(globals.locale)} />
    </div>
  ),
};
