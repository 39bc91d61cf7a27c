import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { type PaymentMethod, PaymentMethodPicker } from "./PaymentMethodPicker";

const FIRST: PaymentMethod[] = [
  { value: "card", label: "Card", logos: ["visa"] },
  { value: "paypal", label: "PayPal", logos: ["paypal"] },
];
const MORE: PaymentMethod[] = [
  { value: "alipay", label: "Alipay", logos: ["alipay"] },
  { value: "crypto", label: "Crypto", logos: ["bitcoin"] },
];

function Picker({ start = "card", locale = "en" }: { start?: string; locale?: string }) {
  const [value, setValue] = useState(start);
  return (
    <LocaleProvider locale={locale}>
      <PaymentMethodPicker
        methods={FIRST}
        more={{ label: "More ways to pay", methods: MORE }}
        value={value}
        onValueChange={setValue}
      />
    </LocaleProvider>
  );
}

const toggle = () => screen.getByRole("button", { name: "More ways to pay" });

/** Radix chooses on an arrow still held a tick later, as under a finger: hold, then release. */
async function press(key: string) {
  await userEvent.keyboard(`{${key}>}`);
  await userEvent.keyboard(`{/${key}}`);
}

describe("given a PaymentMethodPicker with methods folded under More ways to pay", () => {
  it("should show the first methods and fold the others behind a closed disclosure button", () => {
    render(<Picker />);
    expect(screen.getAllByRole("radio").map((radio) => radio.dataset.method)).toEqual([
      "card",
      "paypal",
    ]);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(toggle().getAttribute("aria-controls") ?? "")).not.toBeVisible();
  });

  it("should open with Enter and let the arrow keys reach the folded methods, in one group", async () => {
    render(<Picker />);
    await userEvent.tab();
    await userEvent.tab();
    expect(toggle()).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getAllByRole("radiogroup")).toHaveLength(1);
    await userEvent.tab({ shift: true });
    expect(screen.getByRole("radio", { name: "Card" })).toHaveFocus();
    await press("ArrowDown");
    await press("ArrowDown");
    expect(screen.getByRole("radio", { name: "Alipay" })).toHaveAttribute("aria-checked", "true");
  });

  it("should stay open while a folded method is chosen, and close on request once it is not", async () => {
    render(<Picker start="crypto" locale="ar" />);
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("radio", { name: "Crypto" })).toBeVisible();
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("radio", { name: "PayPal" }));
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});
