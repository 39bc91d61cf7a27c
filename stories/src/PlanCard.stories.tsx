import { Button, PlanCard } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CURRENCIES, plansFor } from "./support/commerceFixtures";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

const [MONTHLY, YEARLY, TWO_YEARS] = plansFor("USD");

/** A plan's name and its way to the checkout, as /pricing words them (site/src/pages/pricing/PricingPlans.tsx). */
const planWords = (t: SiteMessage, months: number, recommended = false) => ({
  title: t("pricing.plans.title", { months }),
  action: (
    <Button size="lg" variant={recommended ? "primary" : "outline"}>
      {t("pricing.plans.choose", { months })}
    </Button>
  ),
});
const wordsOf = (months: number, recommended = false) =>
  argsFromSite(["pricing"], (t) => planWords(t, months, recommended));
const TWELVE_MONTHS = wordsOf(12);

const meta = {
  title: "Components/PlanCard",
  component: PlanCard,
  args: { ...YEARLY, ...TWELVE_MONTHS.en },
  parameters: { argsByLocale: TWELVE_MONTHS },
  argTypes: { price: { control: "object" } },
  // One card at the width it has in a three-card row.
  render: (args) => (
    <div className="max-w-sm pt-3">
      <PlanCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const slot = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector(`[data-slot=${name}]`);

/** A 12-month plan: $4.99/mo largest, the total and the renewal price under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("article", { name: "12 months" })).toBeVisible();
    await expect(slot(canvasElement, "plan-card-price")).toHaveTextContent("$4.99/mo");
    await expect(slot(canvasElement, "plan-card-total")).toHaveTextContent("$59.88");
    await expect(slot(canvasElement, "plan-card-renewal")).toHaveTextContent("Renews at $143.88");
    await expect(slot(canvasElement, "discount-badge")).toHaveTextContent("58%");
  },
};

/** The recommended plan. In Arabic the words flip and the prices stay left to right. */
export const BestValue: Story = {
  tags: ["rtl"],
  args: { recommended: true, ...wordsOf(12, true).en },
  parameters: { argsByLocale: wordsOf(12, true) },
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(slot(canvasElement, "plan-card-ribbon")).toHaveTextContent("Best value");
    },
    async ({ canvasElement }) => {
      await expect(slot(canvasElement, "plan-card-ribbon")).toHaveTextContent("القيمة الأفضل");
      await expect(slot(canvasElement, "plan-card-renewal")).toHaveTextContent("يتجدد بسعر");
      for (const amount of canvasElement.querySelectorAll("[data-slot=price-tag-amount]")) {
        await expect(getComputedStyle(amount).direction).toBe("ltr");
      }
    },
  ),
};

/** A plan with a paid trial. */
export const WithTrial: Story = {
  args: { ...TWO_YEARS, price: { ...TWO_YEARS.price, trial: "0.99" }, ...wordsOf(24).en },
  parameters: { argsByLocale: wordsOf(24) },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, "plan-card-trial")).toHaveTextContent(
      "Start with a $0.99 trial",
    );
  },
};

/** A trial at 0 is a free trial. */
export const FreeTrial: Story = {
  args: { price: { ...YEARLY.price, trial: "0.00" } },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, "plan-card-trial")).toHaveTextContent(
      "Start with a free trial",
    );
  },
};

/** The monthly plan: no saving, nothing struck through. */
export const FullPrice: Story = {
  args: { ...MONTHLY, ...wordsOf(1).en },
  parameters: { argsByLocale: wordsOf(1) },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, "discount-badge")).toBeNull();
    await expect(canvasElement.querySelector("s")).toBeNull();
  },
};

/** The 12-month plan in each currency of SPEC.md §1. */
export const Currencies: Story = {
  render: (args) => (
    <div className="grid gap-6 pt-3 md:grid-cols-2">
      {CURRENCIES.map((currency) => (
        <PlanCard key={currency} {...args} {...plansFor(currency)[1]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const prices = Array.from(
      canvasElement.querySelectorAll("[data-slot=plan-card-price] [data-slot=price-tag-amount]"),
      (el) => el.textContent,
    );
    await expect(prices).toEqual(["$4.99", "A$7.49", "CA$6.69", "£3.99"]);
  },
};

function AllCards({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "pricing");
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        <PlanCard {...MONTHLY} {...planWords(t, 1)} />
        <PlanCard {...YEARLY} {...planWords(t, 12, true)} recommended />
        <PlanCard
          {...TWO_YEARS}
          price={{ ...TWO_YEARS.price, trial: "0.99" }}
          {...planWords(t, 24)}
        />
      </div>
      <div className="grid gap-6 pt-3 md:grid-cols-4">
        {CURRENCIES.map((currency) => (
          <PlanCard
            key={currency}
            {...plansFor(currency)[2]}
            title={t("pricing.plans.title", { months: 24 })}
          />
        ))}
      </div>
    </div>
  );
}

/** Default, best value, with a trial, and each currency. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllCards locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(7);
  },
};
