import { PlanComparison } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  COMPARED_FEATURES,
  checkoutLang,
  EVERY_PLAN,
  PLAN_COLUMNS,
  SMALL_PHONE,
} from "./support/checkoutFixtures";
import { expectFitsSmallPhone } from "./support/compositionHelpers";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/PlanComparison",
  component: PlanComparison,
  args: { rows: EVERY_PLAN.en },
  parameters: { controls: { disable: true } },
} satisfies Meta<typeof PlanComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What every plan includes: a check per feature, in up to three columns. */
export const EveryPlan: Story = {
  tags: ["rtl"],
  render: (args, { globals }) => (
    <PlanComparison {...args} rows={EVERY_PLAN[checkoutLang(globals.locale)]} />
  ),
  play: inBothDirections(
    async ({ canvasElement }) => {
      const section = within(canvasElement).getByRole("region", { name: "Included in every plan" });
      await expect(within(section).getAllByRole("listitem")).toHaveLength(6);
    },
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("heading", { name: "مشمول في كل الخطط" }),
      ).toBeVisible();
    },
  ),
};

/** The plans side by side: a table with a header per plan and per feature. */
export const ComparePlans: Story = {
  tags: ["rtl"],
  // A table on a desktop, a stack of plans on a phone.
  parameters: { viewports: ["phone", "desktop"] },
  render: (_args, { globals }) => {
    const lang = checkoutLang(globals.locale);
    return (
      <PlanComparison
        title={lang === "ar" ? "قارن بين الخطط" : "Compare the plans"}
        columns={PLAN_COLUMNS[lang]}
        rows={COMPARED_FEATURES[lang]}
      />
    );
  },
  play: inBothDirections(
    async ({ canvasElement }) => {
      const table = within(canvasElement).getByRole("table", { name: "Compare the plans" });
      // Every plan has the same features (the site sells one product for three terms).
      const noLogs = siteCopy("en", "pricing")("pricing.included.noLogs");
      const row = within(table).getByRole("row", { name: (name) => name.startsWith(noLogs) });
      await expect(
        within(row)
          .getAllByRole("img")
          .map((image) => image.getAttribute("aria-label")),
      ).toEqual(["Included", "Included", "Included"]);
    },
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("table", { name: "قارن بين الخطط" }),
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
