import { Button, formatPrice, OrderSummary } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import {
  CURRENCIES,
  orderSummaryOf,
  prerenderedPlan,
  sitePlans,
  TRIAL_PLANS,
} from "./support/commerceFixtures";
import { inBothDirections } from "./support/directions";
import { argsFromSite } from "./support/siteArgs";
import type { SiteMessage } from "./support/siteCopy";

/** The plan's name and terms as the checkout's aside words them (site/src/pages/checkout). */
const planArgs = (t: SiteMessage, months: number) => ({
  planTitle: t("pricing.checkout.plan.title", { months }),
  term: t("pricing.checkout.plan.term", { months }),
});
const planWords = (months: number) => argsFromSite(["pricing"], (t) => planArgs(t, months));

const TWELVE_MONTHS = planWords(12);

/** The site's plans in US dollars, and the amounts of its 12-month one as the checkout sums them up. */
const [MONTHLY, YEARLY] = sitePlans("USD");
const YEARLY_ORDER = orderSummaryOf(YEARLY);
/** An amount as the summary writes it in English: "$71.88". */
const usd = (amount: string) => formatPrice(amount, "USD", "en");

/** With the checkout's "Change plan", a link-styled button beside the summary's heading. */
const WITH_CHANGE_PLAN = argsFromSite(["pricing"], (t) => ({
  ...planArgs(t, 12),
  action: (
    <Button type="button" variant="link" size="sm">
      {t("pricing.checkout.plan.change")}
    </Button>
  ),
}));

const meta = {
  title: "Components/OrderSummary",
  component: OrderSummary,
  args: {
    ...TWELVE_MONTHS.en,
    ...YEARLY_ORDER,
  },
  parameters: { argsByLocale: TWELVE_MONTHS },
  // The width of the checkout's aside column.
  render: (args) => <OrderSummary {...args} className="max-w-sm" />,
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;
/** What a play function receives, as far as these checks read it. */
type PlayContext = { canvasElement: HTMLElement; globals: Record<string, unknown> };

/** The 12-month plan at its discount: list price struck through, the saving, the total, and what follows. */
export const Default: Story = {
  tags: ["rtl"],
  args: WITH_CHANGE_PLAN.en,
  parameters: { argsByLocale: WITH_CHANGE_PLAN },
  play: inBothDirections(async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole("region", { name: "Order summary" });
    await expect(
      within(summary)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Regular price", `Discount (${YEARLY.discount_percent})`, "Total due today"]);
    await expect(summary).toHaveTextContent(
      `Renews at ${usd(YEARLY.price_discount_amount)} every 12 months`,
    );
    await expect(canvas.getByRole("button", { name: "Change plan" })).toBeVisible();
  }, expectAmountsLeftToRight),
};

/**
 * A paid trial first (an affiliate's monthly plan, for a buyer who never
 * subscribed): its price is what is due today, then the plan's price.
 */
export const Trial: Story = {
  parameters: { argsByLocale: planWords(1) },
  args: { ...planWords(1).en, ...orderSummaryOf(TRIAL_PLANS.paid, { trialEligible: true }) },
  play: async ({ canvasElement }) => {
    const trial = canvasElement.querySelector("[data-slot=order-summary-trial]");
    await expect(trial).toHaveTextContent("First month");
    await expect(trial).toHaveTextContent(usd(TRIAL_PLANS.paid.trial_price ?? ""));
    await expect(canvasElement).toHaveTextContent(
      `Then ${usd(TRIAL_PLANS.paid.price_discount_amount)} every month`,
    );
  },
};

/**
 * The api priced the order again: the old and new amounts, as a warning read
 * out when it appears. Two prices the site sells for a year: an affiliate's, then everyone's.
 */
const PRICE_CHANGE = { from: prerenderedPlan("cj", 12).money, to: YEARLY.money };
export const PriceChanged: Story = {
  args: { priceChange: PRICE_CHANGE },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("The price has changed");
    await expect(alert).toHaveTextContent(
      `It was ${usd(PRICE_CHANGE.from)} and is now ${usd(PRICE_CHANGE.to)}.`,
    );
  },
};

/** One month, nothing off: only the total and the renewal. */
export const FullPrice: Story = {
  parameters: { argsByLocale: planWords(1) },
  args: {
    ...planWords(1).en,
    ...orderSummaryOf(MONTHLY),
  },
};

/** The same plan in the four currencies of SPEC.md §1. */
export const Currencies: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid max-w-4xl grid-cols-1 gap-6 md:grid-cols-2">
      {CURRENCIES.map((currency) => {
        const [, plan] = sitePlans(currency);
        return (
          <OrderSummary
            key={currency}
            {...args}
            {...orderSummaryOf(plan)}
            headingLevel={3}
            title={`${args.planTitle} · ${currency}`}
          />
        );
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const totals = [...canvasElement.querySelectorAll("[data-slot=order-summary-total] dd")].map(
      (total) => total.textContent,
    );
    await expect(totals).toEqual(
      CURRENCIES.map((currency) => formatPrice(sitePlans(currency)[1].money, currency, "en")),
    );
  },
};

/** In every locale the amounts read left to right, isolated inside the sentence around them. */
async function expectAmountsLeftToRight({ canvasElement }: PlayContext) {
  const summary = canvasElement.querySelector("[data-slot=order-summary]") as HTMLElement;
  for (const amount of summary.querySelectorAll("[data-slot=price-tag-amount]")) {
    await expect(amount).toHaveAttribute("dir", "ltr");
  }
}
