import { type PaymentMethod, PaymentMethodPicker } from "@mvpn/design-system";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { paymentMethods } from "./support/checkoutFixtures";
import { pageLocale } from "./support/compositionStories";
import { inBothDirections } from "./support/directions";
import { siteCopy } from "./support/siteCopy";

/** The picker with its choice held in state, as the checkout page holds it. */
function Methods({
  locale,
  onValueChange,
}: {
  locale: unknown;
  onValueChange?: ComponentProps<typeof PaymentMethodPicker>["onValueChange"];
}) {
  const [value, setValue] = useState("s1");
  return (
    <div className="max-w-xl">
      <PaymentMethodPicker
        methods={paymentMethods(pageLocale(locale))}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Components/PaymentMethodPicker",
  component: PaymentMethodPicker,
  args: { methods: paymentMethods("en"), onValueChange: fn() },
  parameters: { controls: { disable: true } },
  render: (args, { globals }) => (
    <Methods locale={globals.locale} onValueChange={args.onValueChange} />
  ),
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix chooses on an arrow still held a tick after keydown, as under a finger: hold, then release. */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

const checked = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("radio")
    .find((radio) => radio.getAttribute("aria-checked") === "true")
    ?.getAttribute("data-method");

/** The checkout's name for a provider's method, in the story's locale. */
const methodName = (locale: unknown, id: string) =>
  siteCopy(locale, "pricing")(`pricing.checkout.method.${id}`);

/** The site's seven providers; Tab enters at the chosen one and the arrow keys move the choice, skipping the disabled one. */
export const Default: Story = {
  tags: ["rtl"],
  play: inBothDirections(
    async ({ args, canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("radiogroup", { name: "Payment method" })).toBeVisible();
      const card = canvas.getByRole("radio", { name: methodName("en", "s1") });
      await expect(card).toHaveAccessibleDescription(/Visa, Mastercard, American Express/);
      await userEvent.tab();
      await expect(card).toHaveFocus();
      await press("ArrowDown");
      await waitFor(() => expect(checked(canvasElement)).toBe("gap"));
      await expect(args.onValueChange).toHaveBeenLastCalledWith("gap");
      await press("ArrowUp");
      await press("ArrowUp");
      // From the first method the choice wraps to the last one that can be chosen.
      await waitFor(() => expect(checked(canvasElement)).toBe("rz"));
      await expect(canvas.getByRole("radio", { name: methodName("en", "pd") })).toBeDisabled();
    },
    async ({ canvasElement, globals }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("radiogroup", { name: "طريقة الدفع" })).toBeVisible();
      await userEvent.tab();
      // Right to left: the left arrow is the next method.
      await press("ArrowLeft");
      await waitFor(() => expect(checked(canvasElement)).toBe("gap"));
      await press("ArrowRight");
      await waitFor(() => expect(checked(canvasElement)).toBe("s1"));
      await expect(
        canvas.getByRole("radio", { name: methodName(globals.locale, "pd") }),
      ).toBeDisabled();
    },
  ),
};

/** A click chooses too. */
export const Click: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole("radio", { name: methodName("en", "tpa") }),
    );
    await expect(checked(canvasElement)).toBe("tpa");
    await expect(args.onValueChange).toHaveBeenCalledWith("tpa");
  },
};

/** Card, PayPal and the wallets first; the rest under "More ways to pay", one radio group (issue #38). */
export const MoreWaysToPay: Story = {
  render: (_args, { globals }) => {
    const locale = pageLocale(globals.locale);
    return <Folded methods={paymentMethods(locale)} label={moreLabel(locale)} />;
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole("button", { name: moreLabel(globals.locale) });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("radio", { name: methodName("en", "so") }));
    await waitFor(() => expect(checked(canvasElement)).toBe("so"));
    await expect(toggle).toHaveAttribute("aria-disabled", "true");
  },
};

/** The checkout's fold for the methods fewer people use (site/src/pages/checkout/PaymentSection.tsx). */
const moreLabel = (locale: unknown) => siteCopy(locale, "pricing")("pricing.checkout.payment.more");

function Folded({ methods, label }: { methods: readonly PaymentMethod[]; label: string }) {
  const [value, setValue] = useState("s1");
  return (
    <div className="max-w-xl">
      <PaymentMethodPicker
        methods={methods.slice(0, 4)}
        more={{ label, methods: methods.slice(4) }}
        value={value}
        onValueChange={setValue}
      />
    </div>
  );
}
