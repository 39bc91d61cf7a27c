import { Button, OrderSummary } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CURRENCIES, plansFor } from "./support/commerceFixtures";
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
    currency: "USD",
    listPrice: "143.88",
    discount: { amount: "84.00", percent: 58 },
    total: "59.88",
    perMonth: "4.99",
    renewal: { amount: "143.88", months: 12 },
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
    ).toEqual(["Regular price", "Discount (58%)", "Total due today"]);
    await expect(summary).toHaveTextContent("Renews at $143.88 every 12 months");
    await expect(canvas.getByRole("button", { name: "Change plan" })).toBeVisible();
  }, expectAmountsLeftToRight),
};

/** A paid trial first: its price is what is due today, then the plan's price. */
export const Trial: Story = {
  parameters: { argsByLocale: planWords(24) },
  args: {
    ...planWords(24).en,
    listPrice: null,
    discount: null,
    trial: { amount: "0.99", days: 7 },
    total: "0.99",
    perMonth: null,
    renewal: { amount: "83.76", months: 24 },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("First 7 days");
    await expect(canvasElement).toHaveTextContent("Then $83.76 every 24 months");
  },
};

/** The api priced the order again: the old and new amounts, as a warning read out when it appears. */
export const PriceChanged: Story = {
  args: { priceChange: { from: "49.88", to: "59.88" } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole("alert");
    await expect(alert).toHaveTextContent("The price has changed");
    await expect(alert).toHaveTextContent("It was $49.88 and is now $59.88.");
  },
};

/** One month, nothing off: only the total and the renewal. */
export const FullPrice: Story = {
  parameters: { argsByLocale: planWords(1) },
  args: {
    ...planWords(1).en,
    listPrice: null,
    discount: null,
    total: "11.99",
    perMonth: null,
    renewal: { amount: "11.99", months: 1 },
  },
};

/** The same plan in the four currencies of SPEC.md §1. */
export const Currencies: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <div className="grid max-w-4xl grid-cols-1 gap-6 md:grid-cols-2">
      {CURRENCIES.map((currency) => {
        const [, plan] = plansFor(currency);
        return (
          <OrderSummary
            key={currency}
            {...args}
            headingLevel={3}
            title={`${args.planTitle} · ${currency}`}
            currency={currency}
            listPrice={plan.price.totalBeforeDiscount}
            discount={{
              amount: (Number(plan.price.totalBeforeDiscount) - Number(plan.price.total)).toFixed(
                2,
              ),
              percent: plan.price.discountPercent,
            }}
            total={plan.price.total}
            perMonth={plan.price.perMonth}
            renewal={{ amount: plan.price.renewal ?? plan.price.total, months: 12 }}
          />
        );
      })}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const totals = [...canvasElement.querySelectorAll("[data-slot=order-summary-total] dd")].map(
      (total) => total.textContent,
    );
    await expect(totals).toEqual(["$59.88", "A$89.88", "CA$80.28", "£47.88"]);
  },
};

/** In every locale the amounts read left to right, isolated inside the sentence around them. */
async function expectAmountsLeftToRight({ canvasElement }: PlayContext) {
  const summary = canvasElement.querySelector("[data-slot=order-summary]") as HTMLElement;
  for (const amount of summary.querySelectorAll("[data-slot=price-tag-amount]")) {
    await expect(amount).toHaveAttribute("dir", "ltr");
  }
}
