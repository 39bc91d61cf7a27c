import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { type PaymentMethod, PaymentMethodPicker } from "./PaymentMethodPicker";

const METHODS: PaymentMethod[] = [
  {
    value: "card",
    label: "Card",
    description: "Visa, Mastercard, American Express",
    logos: ["visa", "mastercard", "amex"],
  },
  { value: "paypal", label: "PayPal", logos: ["paypal"] },
  {
    value: "crypto",
    label: "Crypto",
    logos: ["bitcoin"],
    disabled: true,
    disabledReason: "Not for monthly plans",
  },
  { value: "alipay", label: "Alipay", logos: ["alipay"] },
];

function Picker({
  locale = "en",
  onValueChange,
}: {
  locale?: string;
  onValueChange?: (value: string) => void;
}) {
  const [value, setValue] = useState("card");
  return (
    <LocaleProvider locale={locale}>
      <PaymentMethodPicker
        methods={METHODS}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange?.(next);
        }}
      />
    </LocaleProvider>
  );
}

/** Radix chooses on an arrow still held a tick later, as under a finger: hold, then release. */
async function press(key: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await userEvent.keyboard(`{${key}>}`);
    await userEvent.keyboard(`{/${key}}`);
  }
}

const checked = () =>
  screen
    .getAllByRole("radio")
    .find((radio) => radio.getAttribute("aria-checked") === "true")
    ?.getAttribute("data-method");

describe("given a PaymentMethodPicker", () => {
  it("should be a radio group named Payment method, one radio per method", () => {
    render(<Picker />);
    expect(screen.getByRole("radiogroup", { name: "Payment method" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio")).toHaveLength(4);
    expect(checked()).toBe("card");
  });

  it("should name each radio by its label and describe it by its line and its marks in words", () => {
    render(<Picker />);
    expect(screen.getByRole("radio", { name: "Card" })).toHaveAccessibleDescription(
      "Visa, Mastercard, American Express Visa, Mastercard, and American Express",
    );
    expect(screen.getByRole("radio", { name: "PayPal" })).toHaveAccessibleDescription("PayPal");
  });

  it("should draw the marks for the eye only, their names being in the description", () => {
    render(<Picker />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(document.querySelectorAll("[data-slot=payment-logo]")).toHaveLength(6);
  });

  it("should disable a method and say why", () => {
    render(<Picker />);
    const crypto = screen.getByRole("radio", { name: "Crypto" });
    expect(crypto).toBeDisabled();
    expect(crypto).toHaveAccessibleDescription("Bitcoin Not for monthly plans");
    expect(screen.getByText("Not for monthly plans")).toBeVisible();
  });

  it("should choose a method on click", async () => {
    const onValueChange = vi.fn();
    render(<Picker onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole("radio", { name: "PayPal" }));
    expect(onValueChange).toHaveBeenCalledWith("paypal");
    expect(checked()).toBe("paypal");
  });

  it("should enter the group at the chosen method with Tab", async () => {
    render(<Picker />);
    await userEvent.tab();
    expect(screen.getByRole("radio", { name: "Card" })).toHaveFocus();
  });

  // Direction comes from the LocaleProvider: in Arabic ArrowLeft moves forward.
  it.each([
    { locale: "en", forward: "ArrowDown", back: "ArrowUp" },
    { locale: "en", forward: "ArrowRight", back: "ArrowLeft" },
    { locale: "ar", forward: "ArrowDown", back: "ArrowUp" },
    { locale: "ar", forward: "ArrowLeft", back: "ArrowRight" },
  ])(
    "should move the choice with $forward and $back in $locale, skipping the disabled one",
    async ({ locale, forward, back }) => {
      render(<Picker locale={locale} />);
      await userEvent.tab();
      await press(forward);
      expect(checked()).toBe("paypal");
      await press(forward);
      expect(checked()).toBe("alipay");
      expect(screen.getByRole("radio", { name: "Alipay" })).toHaveFocus();
      await press(back, 2);
      expect(checked()).toBe("card");
    },
  );

  it("should take the page's name for the group", () => {
    render(
      <>
        <h2 id="pay-heading">How would you like to pay?</h2>
        <PaymentMethodPicker methods={METHODS} aria-labelledby="pay-heading" />
      </>,
    );
    expect(
      screen.getByRole("radiogroup", { name: "How would you like to pay?" }),
    ).toBeInTheDocument();
  });

  it("should name the group and list the marks in the reader's language", () => {
    render(<Picker locale="de" />);
    expect(screen.getByRole("radiogroup", { name: "Zahlungsmethode" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Card" })).toHaveAccessibleDescription(
      "Visa, Mastercard, American Express Visa, Mastercard und American Express",
    );
  });
});
