import { Link, OrderSummary } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CURRENCIES, plansFor } from "./support/commerceFixtures";
import { expectRightToLeft, pick } from "./support/contentStoryHelpers";

const COPY = {
  en: {
    plan: "12 months",
    term: "Billed every 12 months · up to 10 devices",
    trialPlan: "24 months with a 7-day trial",
    trialTerm: "Billed after the trial, every 24 months",
    change: "Change plan",
  },
  ar: {
    plan: "12 شهرًا",
    term: "يُدفع كل 12 شهرًا · ما يصل إلى 10 أجهزة",
    trialPlan: "24 شهرًا مع فترة تجريبية لمدة 7 أيام",
    trialTerm: "يُدفع بعد الفترة التجريبية، كل 24 شهرًا",
    change: "تغيير الخطة",
  },
};

const [, yearly] = plansFor("USD");

const meta = {
  title: "Components/OrderSummary",
  component: OrderSummary,
  args: {
    planTitle: COPY.en.plan,
    term: COPY.en.term,
    currency: "USD",
    listPrice: "143.88",
    discount: { amount: "84.00", percent: 58 },
    total: "59.88",
    perMonth: "4.99",
    renewal: { amount: "143.88", months: 12 },
  },
  // The width of the checkout's aside column.
  render: (args) => <OrderSummary {...args} className="max-w-sm" />,
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 12-month plan at its discount: list price struck through, the saving, the total, and what follows. */
export const Default: Story = {
  args: { action: <Link href="#/pricing">{COPY.en.change}</Link> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole("region", { name: "Order summary" });
    await expect(
      within(summary)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Regular price", "Discount (58%)", "Total due today"]);
    await expect(summary).toHaveTextContent("Renews at $143.88 every 12 months");
    await expect(canvas.getByRole("link", { name: "Change plan" })).toBeVisible();
  },
};

/** A paid trial first: its price is what is due today, then the plan's price. */
export const Trial: Story = {
  args: {
    planTitle: COPY.en.trialPlan,
    term: COPY.en.trialTerm,
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
  args: {
    planTitle: "1 month",
    term: undefined,
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

/** In Arabic: the words on the right, every amount still reading left to right. */
export const RTL: Story = {
  globals: { locale: "ar" },
  render: (args, { globals }) => {
    const copy = pick(globals.locale, COPY);
    return (
      <OrderSummary
        {...args}
        className="max-w-sm"
        planTitle={copy.plan}
        term={copy.term}
        action={<Link href="#/pricing">{copy.change}</Link>}
        priceChange={{ from: "49.88", to: yearly.price.total }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expectRightToLeft(canvasElement);
    const summary = within(canvasElement).getByRole("region", { name: "ملخص الطلب" });
    for (const amount of summary.querySelectorAll("[data-slot=price-tag-amount]")) {
      await expect(amount).toHaveAttribute("dir", "ltr");
    }
    await expect(summary).toHaveTextContent("المبلغ المستحق اليوم");
  },
};
