import { BADGE_SIZES, BADGE_TONES, Badge, type BadgeTone, GiftIcon } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

/** Where the site shows badges: a subscription's status and the current device (/myaccount), the offer's eyebrow (/pricing). */
const CATALOGS = ["myaccount", "pricing", "header"] as const;

/** What each tone says on the site, in the tone it says it (site/src/account/account-view.ts). */
function labelsOf(t: SiteMessage): Record<BadgeTone, string> {
  return {
    neutral: t("myaccount.subscription.status.expired"),
    accent: t("myaccount.device.current"),
    success: t("myaccount.subscription.status.active"),
    warn: t("myaccount.subscription.status.cancelled"),
    error: t("header.apiError"),
    brand: t("pricing.offer.eyebrow"),
  };
}

const labelsIn = (locale: unknown) => labelsOf(siteCopy(locale, ...CATALOGS));

const meta = {
  title: "Components/Badge",
  component: Badge,
  args: { children: labelsIn("en").accent, tone: "accent" },
  argTypes: {
    tone: { control: "select", options: BADGE_TONES },
    size: { control: "select", options: BADGE_SIZES },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accent: Story = {
  tags: ["rtl"],
  parameters: { argsByLocale: argsFromSite(CATALOGS, (t) => ({ children: labelsOf(t).accent })) },
  play: inBothDirections(undefined, async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(labelsIn(globals.locale).accent)).toBeVisible();
  }),
};

export const WithIcon: Story = {
  args: { tone: "brand", size: "md" },
  render: (args, { globals }) => (
    <Badge {...args}>
      <GiftIcon />
      {labelsIn(globals.locale).brand}
    </Badge>
  ),
};

function AllBadges({ locale }: { locale: unknown }) {
  const labels = labelsIn(locale);
  return (
    <div className="flex flex-col gap-4">
      {BADGE_SIZES.map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-3">
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} tone={tone} size={size}>
              {labels[tone]}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  );
}

/** Every tone in both sizes. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllBadges locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="badge"]')).toHaveLength(
      BADGE_TONES.length * BADGE_SIZES.length,
    );
  },
};
