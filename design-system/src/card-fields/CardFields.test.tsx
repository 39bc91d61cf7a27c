import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { CardFields, type CardFieldsValue } from "./CardFields";

const number = () => screen.getByRole("textbox", { name: "Card number" });
const expiry = () => screen.getByRole("textbox", { name: "Expiry date (MM/YY)" });
const cvc = () => screen.getByRole("textbox", { name: "Security code (CVC)" });
const name = () => screen.getByRole("textbox", { name: /^Name on card/ });

/** A page that holds the card values itself. */
function Controlled() {
  const [value, setValue] = useState<CardFieldsValue>({
    number: "5555 5555 5555 4444",
    expiry: "01/30",
    cvc: "",
    name: "Ana Silva",
  });
  return <CardFields value={value} onValueChange={setValue} />;
}

describe("given CardFields", () => {
  it("should be a group named Card details with the four fields", () => {
    render(<CardFields />);
    expect(screen.getByRole("group", { name: "Card details" })).toBeInTheDocument();
    expect(number()).toBeInTheDocument();
    expect(expiry()).toBeInTheDocument();
    expect(cvc()).toBeInTheDocument();
    expect(name()).toBeInTheDocument();
  });

  it.each([
    ["number", "cc-number", "cc-number"],
    ["expiry", "cc-exp", "cc-exp"],
    ["cvc", "cc-csc", "cc-csc"],
  ] as const)(
    "should ask for the number keyboard and card autofill in the %s field",
    (field, autocomplete, formName) => {
      render(<CardFields />);
      const input = { number, expiry, cvc }[field]();
      expect(input).toHaveAttribute("inputmode", "numeric");
      expect(input).toHaveAttribute("autocomplete", autocomplete);
      expect(input).toHaveAttribute("name", formName);
      expect(input).toHaveAttribute("dir", "ltr");
      expect(input).toBeRequired();
    },
  );

  it("should mark the name optional, and ask for it by the card's autofill", () => {
    render(<CardFields />);
    expect(name()).toHaveAccessibleName("Name on card (optional)");
    expect(name()).toHaveAttribute("autocomplete", "cc-name");
    expect(name()).not.toBeRequired();
  });

  it("should require the name, or leave it out, when asked", () => {
    const { rerender } = render(<CardFields nameField="required" />);
    expect(screen.getByRole("textbox", { name: "Name on card" })).toBeRequired();
    rerender(<CardFields nameField="hidden" />);
    expect(screen.queryByRole("textbox", { name: /Name on card/ })).toBeNull();
  });

  it("should group the number in fours as it is typed and show the card's mark", async () => {
    render(<CardFields />);
    await userEvent.type(number(), "4242424242424242");
    expect(number()).toHaveValue("4242 4242 4242 4242");
    expect(screen.getByRole("img", { name: "Visa" })).toBeInTheDocument();
    expect(screen.getByRole("group")).toHaveAttribute("data-brand", "visa");
  });

  it("should group an American Express number as printed on the card", async () => {
    render(<CardFields />);
    await userEvent.type(number(), "378282246310005");
    expect(number()).toHaveValue("3782 822463 10005");
    expect(screen.getByRole("img", { name: "American Express" })).toBeInTheDocument();
  });

  it("should show no brand's mark before the prefix is known", () => {
    render(<CardFields />);
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("should keep the caret after the digit typed inside the number", async () => {
    render(<CardFields defaultValue={{ number: "4242 4242 4242" }} />);
    const input = number() as HTMLInputElement;
    // After "4242 4", before "242 4242".
    await userEvent.click(input);
    input.setSelectionRange(6, 6);
    await userEvent.keyboard("1");
    expect(input).toHaveValue("4242 4124 2424 2");
    expect(input.selectionStart).toBe(7);
  });

  it("should put the slash in the expiry date and keep only digits in the code", async () => {
    render(<CardFields />);
    await userEvent.type(expiry(), "1227");
    expect(expiry()).toHaveValue("12/27");
    await userEvent.type(cvc(), "12a34");
    expect(cvc()).toHaveValue("1234");
  });

  it("should report every change, formatted, with the field that changed", async () => {
    const onValueChange = vi.fn();
    render(<CardFields onValueChange={onValueChange} />);
    await userEvent.type(expiry(), "4");
    expect(onValueChange).toHaveBeenLastCalledWith(
      { number: "", expiry: "04/", cvc: "", name: "" },
      "expiry",
    );
  });

  it("should show the page's values when controlled", async () => {
    render(<Controlled />);
    expect(number()).toHaveValue("5555 5555 5555 4444");
    expect(screen.getByRole("img", { name: "Mastercard" })).toBeInTheDocument();
    await userEvent.type(cvc(), "987");
    expect(cvc()).toHaveValue("987");
  });

  it("should format the page's values as it shows them", () => {
    render(
      <CardFields value={{ number: "378282246310005", expiry: "1229", cvc: "1234", name: "" }} />,
    );
    expect(number()).toHaveValue("3782 822463 10005");
    expect(expiry()).toHaveValue("12/29");
  });

  it("should show the page's error on each field and mark it invalid", () => {
    render(
      <CardFields
        id="pay-card"
        errors={{ number: "Check the card number", expiry: "This card has expired" }}
      />,
    );
    expect(number()).toHaveAttribute("aria-invalid", "true");
    expect(number()).toHaveAccessibleDescription("Check the card number");
    expect(number()).toHaveAttribute("id", "pay-card-number");
    expect(expiry()).toHaveAccessibleDescription("This card has expired");
    expect(cvc()).not.toHaveAttribute("aria-invalid");
  });

  it("should disable every field", () => {
    render(<CardFields disabled />);
    for (const input of screen.getAllByRole("textbox")) expect(input).toBeDisabled();
  });

  it("should submit under the card autofill names, or the page's", () => {
    const { container } = render(
      <form>
        <CardFields
          defaultValue={{ number: "4242424242424242", expiry: "1227", cvc: "123" }}
          names={{ cvc: "securityCode" }}
        />
      </form>,
    );
    const data = Object.fromEntries(
      new FormData(container.querySelector("form") as HTMLFormElement),
    );
    expect(data).toEqual({
      "cc-number": "4242 4242 4242 4242",
      "cc-exp": "12/27",
      securityCode: "123",
      "cc-name": "",
    });
  });

  it("should label the fields in the reader's language and keep the numbers left to right", () => {
    render(
      <LocaleProvider locale="ar">
        <div dir="rtl">
          <CardFields />
        </div>
      </LocaleProvider>,
    );
    expect(screen.getByRole("group", { name: "بيانات البطاقة" })).toBeInTheDocument();
    const input = screen.getByRole("textbox", { name: "رقم البطاقة" });
    expect(input).toHaveAttribute("dir", "ltr");
    expect(input.className).toContain("rtl:text-end");
  });
});
