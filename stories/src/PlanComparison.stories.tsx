import { PlanComparison } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { comparedFeatures, everyPlan, planColumns, SMALL_PHONE } from "./support/checkoutFixtures";
import { expectFitsSmallPhone } from "./support/compositionHelpers";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/PlanComparison",
  component: PlanComparison,
  args: { rows: everyPlan("en") },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof PlanComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pricing page's list of what every plan includes, under its heading (site/src/pages/pricing/PricingIncluded.tsx). */
const includedHeading = (locale: unknown) =>
  siteCopy(locale, "pricing")("pricing.included.heading");

/** What every plan includes: a check per feature, in up to three columns. */
export const EveryPlan: Story = {
  tags: ["rtl"],
  render: (args, { globals }) => (
    <PlanComparison
      {...args}
      title={includedHeading(globals.locale)}
      rows={everyPlan(pageLocale(globals.locale))}
    />
  ),
  play: inBothDirections(
    async ({ canvasElement, globals }) => {
      const name = includedHeading(globals.locale);
      const section = within(canvasElement).getByRole("region", { name });
      await expect(within(section).getAllByRole("listitem")).toHaveLength(6);
    },
    async ({ canvasElement, globals }) => {
      await expect(
        within(canvasElement).getByRole("heading", { name: includedHeading(globals.locale) }),
      ).toBeVisible();
    },
  ),
};

/** The pricing page's heading over its terms, naming the comparison of them. */
const comparisonTitle = (locale: unknown) => siteCopy(locale, "pricing")("pricing.plans.heading");

/** The plans side by side: a table with a header per plan and per feature. */
export const ComparePlans: Story = {
  tags: ["rtl"],
  // A table on a desktop, a stack of plans on a phone.
  parameters: { viewports: ["phone", "desktop"] },
  render: (_args, { globals }) => {
    const locale = pageLocale(globals.locale);
    return (
      <PlanComparison
        title={comparisonTitle(locale)}
        columns={planColumns(locale)}
        rows={comparedFeatures(locale)}
      />
    );
  },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const name = comparisonTitle("en");
      const table = within(canvasElement).getByRole("table", { name });
      // Every plan has the same features (the site sells one product for three terms).
      const noLogs = siteCopy("en", "pricing")("pricing.included.noLogs");
      const row = within(table).getByRole("row", { name: (name) => name.startsWith(noLogs) });
      await expect(
        within(row)
          .getAllByRole("img")
          .map((image) => image.getAttribute("aria-label")),
      ).toEqual(["Included", "Included", "Included"]);
    },
    async ({ canvasElement, globals }) => {
      await expect(
        within(canvasElement).getByRole("table", { name: comparisonTitle(globals.locale) }),
      ).toBeVisible();
      await expect(
        within(canvasElement).getAllByRole("img", { name: "مشمول" }).length,
      ).toBeGreaterThan(0);
    },
  ),
};

/** On a 360 px phone the table gives way to a block per feature: nothing scrolls sideways. */
export const ComparePlansOnPhone: Story = {
  ...SMALL_PHONE,
  name: "Compare plans on a phone",
  // A check at 360 px, not a state: the visual test shoots ComparePlans at the 390 px phone viewport.
  tags: ["no-visual"],
  render: ComparePlans.render,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("table")).toBeNull();
    await expect(canvasElement.querySelector("[data-slot=plan-comparison-stack]")).toBeVisible();
    await expectFitsSmallPhone(canvasElement);
  },
};
