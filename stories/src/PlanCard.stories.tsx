import { Button, formatPrice, PlanCard, type PlanCardPrice } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CURRENCIES, planFixture, plansFor, TRIAL_PLANS } from "./support/commerceFixtures";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import { type SiteMessage, siteCopy } from "./support/siteCopy";

const [MONTHLY, YEARLY, TWO_YEARS] = plansFor("USD");
/** The site's monthly plans with a trial: an affiliate's paid first month, /vpn-trial's free one. */
const PAID_TRIAL = planFixture(TRIAL_PLANS.paid);
const FREE_TRIAL = planFixture(TRIAL_PLANS.free);

/** An amount as a card shows it in English: "$5.99" (none throws: the plan lacks it). */
const usd = (amount: PlanCardPrice["renewal"]) => formatPrice(amount ?? "", "USD", "en");

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

/** The site's 12-month plan: the price per month largest, the total and the renewal price under it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { price } = YEARLY;
    await expect(within(canvasElement).getByRole("article", { name: "12 months" })).toBeVisible();
    await expect(slot(canvasElement, "plan-card-price")).toHaveTextContent(
      `${usd(price.perMonth)}/mo`,
    );
    await expect(slot(canvasElement, "plan-card-total")).toHaveTextContent(usd(price.total));
    await expect(slot(canvasElement, "plan-card-renewal")).toHaveTextContent(
      `Renews at ${usd(price.renewal)}`,
    );
    await expect(slot(canvasElement, "discount-badge")).toHaveTextContent(
      `${price.discountPercent}%`,
    );
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

/** A plan with a paid trial: an affiliate's monthly plan. */
export const WithTrial: Story = {
  args: { ...PAID_TRIAL, ...wordsOf(1).en },
  parameters: { argsByLocale: wordsOf(1) },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, "plan-card-trial")).toHaveTextContent(
      `Start with a ${usd(PAID_TRIAL.price.trial)} trial`,
    );
  },
};

/** A trial at 0 is a free trial: /vpn-trial's monthly plan. */
export const FreeTrial: Story = {
  args: { ...FREE_TRIAL, ...wordsOf(1).en },
  parameters: { argsByLocale: wordsOf(1) },
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
    await expect(prices).toEqual(
      CURRENCIES.map((currency) =>
        formatPrice(plansFor(currency)[1].price.perMonth, currency, "en"),
      ),
    );
  },
};

function AllCards({ locale }: { locale: unknown }) {
  const t = siteCopy(locale, "pricing");
  return (
    <div className="flex flex-col gap-8">
      <div className="grid gap-6 pt-3 md:grid-cols-3">
        <PlanCard {...MONTHLY} {...planWords(t, 1)} />
        <PlanCard {...YEARLY} {...planWords(t, 12, true)} recommended />
        <PlanCard {...TWO_YEARS} {...planWords(t, 24)} />
        <PlanCard {...PAID_TRIAL} {...planWords(t, 1)} />
        <PlanCard {...FREE_TRIAL} {...planWords(t, 1)} />
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

/** The site's three plans (the 12-month one as best value), its two trials, and each currency. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllCards locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("article")).toHaveLength(9);
  },
};
