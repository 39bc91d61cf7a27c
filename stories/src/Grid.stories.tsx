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
import { NETWORK } from "../../site/src/content/regions";
import { DEVICES_PER_ACCOUNT } from "../../site/src/marketing/trust";
import { inBothDirections } from "./support/directions";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/Grid",
  component: Grid,
  argTypes: { asChild: { control: false }, columns: { control: "object" } },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = { count: DEVICES_PER_ACCOUNT };

/** Benefit cards in the site's words: the features page's, and the home page's network. */
const FEATURES = [
  ["noLogs", ShieldCheckIcon],
  ["speed", ZapIcon],
  ["network", ServerIcon],
  ["devices", SmartphoneIcon],
  ["killSwitch", ShieldCheckIcon],
  ["support", ZapIcon],
] as const;

function featureWords(t: SiteMessage, id: (typeof FEATURES)[number][0]) {
  return id === "network"
    ? {
        title: t("home.hero.trustCountries", { count: NETWORK.countries }),
        body: t("home.network.intro"),
      }
    : { title: t(`features.${id}.title`, count), body: t(`features.${id}.body`, count) };
}

function FeatureCards({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "features", "home");
  return FEATURES.map(([id, Icon]) => {
    const { title, body } = featureWords(t, id);
    return (
      <li key={id} className="bg-surface-raised border-border rounded-card shadow-low border p-5">
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
        <FeatureCards locale={globals.locale} />
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

/**
 * The page grid itself: 4 columns on phones, 12 from md, cells spanning
 * several, named after what the blog puts in them.
 */
function PageGrid({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "blog");
  const cell = "bg-accent-subtle text-text rounded-control p-4 text-sm font-medium";
  return (
    <Grid data-testid="page-grid" gap={4}>
      {Array.from({ length: 12 }, (_, i) => (
        <div key={`column-${i + 1}`} className="bg-surface-sunken rounded-control h-8" />
      ))}
      <GridItem span={{ base: 4, md: 8 }} className={cell}>
        {t("blog.home.latest")}
      </GridItem>
      <GridItem span={{ base: 4, md: 4 }} className={cell}>
        {t("blog.nav.label")}
      </GridItem>
      <GridItem span={{ base: 4, md: 12 }} className={cell}>
        {t("blog.article.related")}
      </GridItem>
    </Grid>
  );
}

export const PageColumns: Story = {
  render: (_args, { globals }) => <PageGrid locale={globals.locale} />,
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
          <FeatureCards locale={globals.locale} />
        </ul>
      </Grid>
      <PageGrid locale={globals.locale} />
    </div>
  ),
};
