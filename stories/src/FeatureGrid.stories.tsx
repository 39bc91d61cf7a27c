import {
  EyeOffIcon,
  FeatureGrid,
  type FeatureItem,
  LockIcon,
  MailIcon,
  MonitorIcon,
  ShieldCheckIcon,
  TvIcon,
  ZapIcon,
} from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/**
 * The features page's features, in its order and with its icons
 * (site/src/pages/features.tsx); a grid shows six at most. The devices one
 * is left out: its count is the site's (DEVICES_PER_ACCOUNT), not the stories'.
 */
const FEATURES: ReadonlyArray<readonly [string, ReactNode]> = [
  ["encryption", <LockIcon key="lock" />],
  ["noLogs", <EyeOffIcon key="eye-off" />],
  ["killSwitch", <ShieldCheckIcon key="shield" />],
  ["split", <MonitorIcon key="monitor" />],
  ["streaming", <TvIcon key="tv" />],
  ["speed", <ZapIcon key="zap" />],
  ["support", <MailIcon key="mail" />],
];

/** The first `count` features, as the features page words them. */
const itemsOf = (t: SiteMessage, count: number): FeatureItem[] =>
  FEATURES.slice(0, count).map(([key, icon]) => ({
    id: key,
    icon,
    title: t(`features.${key}.title`),
    description: t(`features.${key}.body`),
  }));

/** The grid's title, introduction and first `count` features, in every locale. */
const gridArgs = (count: number) =>
  argsFromSite(["features"], (t) => ({
    title: t("features.privacy.title"),
    description: t("features.privacy.intro"),
    items: itemsOf(t, count),
  }));

const EN = siteCopy("en", "features");

const meta = {
  title: "Components/FeatureGrid",
  component: FeatureGrid,
  args: {
    title: EN("features.privacy.title"),
    description: EN("features.privacy.intro"),
    items: itemsOf(EN, 3),
  },
  argTypes: { items: { control: false } },
  parameters: { argsByLocale: gridArgs(3) },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its title, one level-3 heading per feature, in every locale. */
export const Three: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const name = siteCopy(globals.locale, "features")("features.privacy.title");
      const section = within(canvasElement).getByRole("region", { name });
      await expect(within(section).getAllByRole("heading", { level: 3 })).toHaveLength(3);
    },
    async ({ canvasElement }) => {
      const section = canvasElement.querySelector('[data-slot="feature-grid"]') ?? canvasElement;
      await expect(getComputedStyle(section as Element).direction).toBe("rtl");
    },
    { shared: true },
  ),
};

export const Four: Story = { parameters: { argsByLocale: gridArgs(4) } };

export const Six: Story = { parameters: { argsByLocale: gridArgs(6) } };

function AllGrids({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "features");
  return (
    <div className="flex flex-col gap-16">
      {[3, 4, 5, 6].map((count) => (
        <FeatureGrid
          key={count}
          title={`${t("features.privacy.title")} (${count})`}
          description={t("features.privacy.intro")}
          items={itemsOf(t, count)}
        />
      ))}
    </div>
  );
}

/** Three to six benefits: four sit in one row on desktop, the others in rows of three. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllGrids locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("listitem")).toHaveLength(3 + 4 + 5 + 6);
  },
};
