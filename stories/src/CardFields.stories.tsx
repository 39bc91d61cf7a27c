import { CardFields } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { inBothDirections } from "./support/directions";

const meta = {
  title: "Components/CardFields",
  component: CardFields,
  args: { onValueChange: fn() },
  argTypes: {
    nameField: { control: "select", options: ["optional", "required", "hidden"] },
  },
  decorators: [
    (Story) => (
      <form className="max-w-md" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof CardFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const number = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("textbox", { name: "Card number" });

/** Typing a number groups it in fours and shows the card's mark once the prefix is known. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(number(canvasElement), "4242424242424242");
      await expect(number(canvasElement)).toHaveValue("4242 4242 4242 4242");
      await expect(canvas.getByRole("img", { name: "Visa" })).toBeVisible();
      await userEvent.type(canvas.getByRole("textbox", { name: "Expiry date (MM/YY)" }), "1229");
      await expect(canvas.getByRole("textbox", { name: "Expiry date (MM/YY)" })).toHaveValue(
        "12/29",
      );
      await userEvent.type(canvas.getByRole("textbox", { name: "Security code (CVC)" }), "123");
      await expect(args.onValueChange).toHaveBeenLastCalledWith(
        { number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123", name: "" },
        "cvc",
      );
    },
    async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const input = canvas.getByRole("textbox", { name: "رقم البطاقة" });
      await userEvent.type(input, "5555555555554444");
      await expect(input).toHaveValue("5555 5555 5555 4444");
      await expect(input).toHaveAttribute("dir", "ltr");
      await expect(getComputedStyle(input).textAlign).toBe("end");
      await expect(canvas.getByRole("img", { name: "Mastercard" })).toBeVisible();
    },
  ),
};

/** An American Express number is grouped as printed on the card. */
export const AmericanExpress: Story = {
  args: { defaultValue: { number: "378282246310005", expiry: "0330", cvc: "1234" } },
  play: async ({ canvasElement }) => {
    await expect(number(canvasElement)).toHaveValue("3782 822463 10005");
    await expect(
      within(canvasElement).getByRole("img", { name: "American Express" }),
    ).toBeVisible();
  },
};

/** The page checked the values and says what is wrong, field by field. */
export const WithErrors: Story = {
  args: {
    defaultValue: { number: "4242 4242 4242 4241", expiry: "01/20", cvc: "12" },
    errors: {
      number: "Check the card number: it is not valid.",
      expiry: "This card has expired.",
      cvc: "Enter the 3 digits on the back.",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(number(canvasElement)).toHaveAttribute("aria-invalid", "true");
    await expect(number(canvasElement)).toHaveAccessibleDescription(
      "Check the card number: it is not valid.",
    );
  },
};

/** While the payment is sent, nothing can be changed. */
export const Disabled: Story = {
  args: {
    disabled: true,
    defaultValue: { number: "5555555555554444", expiry: "1130", cvc: "123" },
  },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole("textbox")) {
      await expect(input).toBeDisabled();
    }
  },
};
