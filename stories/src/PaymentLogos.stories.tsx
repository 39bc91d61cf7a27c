import { PAYMENT_LOGOS, PaymentLogo, PaymentLogos } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ACCEPTED_LOGOS } from "./support/checkoutFixtures";
import { inBothDirections } from "./support/directions";

const meta = {
  title: "Components/PaymentLogos",
  component: PaymentLogos,
  args: { logos: ACCEPTED_LOGOS, secure: true },
  argTypes: { size: { control: "select", options: ["sm", "md"] } },
} satisfies Meta<typeof PaymentLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pricing page's row: "Secure payment" and the accepted methods, each named by its brand. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ canvasElement }) => {
      const list = within(canvasElement).getByRole("list", { name: "Accepted payment methods" });
      const names = within(list)
        .getAllByRole("img")
        .map((image) => image.getAttribute("aria-label"));
      await expect(names).toEqual([
        "Visa",
        "Mastercard",
        "American Express",
        "PayPal",
        "Apple Pay",
        "Google Pay",
        "Alipay",
        "Bitcoin",
      ]);
      await expect(within(canvasElement).getByText("Secure payment")).toBeVisible();
    },
    async ({ canvasElement }) => {
      await expect(
        within(canvasElement).getByRole("list", { name: "طرق الدفع المقبولة" }),
      ).toBeVisible();
      await expect(within(canvasElement).getByText("دفع آمن")).toBeVisible();
    },
  ),
};

/** Smaller chips, beside a payment method's name. */
export const Small: Story = { args: { size: "sm", secure: false } };

/** Every mark the library draws, in both sizes. */
export const All: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div className="flex flex-col gap-4">
      {(["md", "sm"] as const).map((size) => (
        <ul key={size} className="m-0 flex list-none flex-wrap gap-2 p-0">
          {PAYMENT_LOGOS.map((logo) => (
            <li key={logo} className="flex">
              <PaymentLogo logo={logo} size={size} />
            </li>
          ))}
        </ul>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole("img")).toHaveLength(PAYMENT_LOGOS.length * 2);
  },
};
