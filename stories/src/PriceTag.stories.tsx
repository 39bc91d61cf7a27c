import { PRICE_TAG_SIZES, PriceTag } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CURRENCIES } from "./support/commerceFixtures";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

const meta = {
  title: "Components/PriceTag",
  component: PriceTag,
  args: { amount: "4.99", currency: "USD", period: "month", size: "lg" },
  argTypes: {
    currency: { control: "select", options: CURRENCIES },
    size: { control: "select", options: PRICE_TAG_SIZES },
    variant: { control: "select", options: ["current", "was"] },
    period: { control: "select", options: [undefined, "month"] },
  },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const amounts = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement.querySelectorAll("[data-slot=price-tag-amount]"),
    (el) => el.textContent,
  );

/**
 * A monthly price: "/mo" is shown, "per month" is read. In Arabic the number
 * stays left to right: an LTR isolate inside the right-to-left text.
 */
export const Monthly: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      await expect(amounts(canvasElement)).toEqual(["$4.99"]);
      await expect(canvasElement.querySelector("[data-slot=price-tag]")).toHaveTextContent(
        "$4.99/mo per month",
      );
    },
    async ({ canvasElement }) => {
      const amount = canvasElement.querySelector("[data-slot=price-tag-amount]");
      await expect(amount?.tagName).toBe("BDI");
      await expect(getComputedStyle(amount as Element).direction).toBe("ltr");
      await expect(amount?.textContent).toMatch(/^4\.99\s\$$/);
      await expect(canvasElement.querySelector("[data-slot=price-tag-period]")).toHaveTextContent(
        "/شهر",
      );
    },
  ),
};

/** The four currencies of SPEC.md §1 with their own symbols: $, A$, CA$, £. */
export const Currencies: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      {CURRENCIES.map((currency) => (
        <PriceTag key={currency} {...args} currency={currency} amount="59.88" period={undefined} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(amounts(canvasElement)).toEqual(["$59.88", "A$59.88", "CA$59.88", "£59.88"]);
  },
};

/** An earlier price, struck through and read as "Was $143.88". */
export const Was: Story = {
  args: { amount: "143.88", variant: "was", period: undefined, size: "md" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Was $143.88")).toHaveClass("sr-only");
    await expect(canvasElement.querySelector("s")).toHaveAttribute("aria-hidden", "true");
  },
};

function AllPrices({ locale }: { locale: unknown }) {
  // Each currency's row named as /pricing names its prices.
  const t = siteCopy(locale, "pricing");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline gap-6">
        {PRICE_TAG_SIZES.map((size) => (
          <PriceTag key={size} amount="4.99" currency="USD" period="month" size={size} />
        ))}
      </div>
      {CURRENCIES.map((currency) => (
        <p key={currency} className="text-text-muted flex items-baseline gap-2 text-sm">
          <span>{t("pricing.plans.pricesIn", { currency })}</span>
          <PriceTag amount="143.88" currency={currency} variant="was" size="sm" />
          <PriceTag amount="59.88" currency={currency} size="sm" />
          <PriceTag amount="4.99" currency={currency} period="month" size="lg" />
        </p>
      ))}
    </div>
  );
}

/** Every size, currency and the struck-through variant. */
export const All: Story = {
  tags: ["rtl"],
  parameters: { controls: { disable: true } },
  render: (_args, { globals }) => <AllPrices locale={globals.locale} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll("[data-slot=price-tag]")).toHaveLength(
      PRICE_TAG_SIZES.length + CURRENCIES.length * 3,
    );
  },
};
