import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { fitMark } from "./fitMark";
import { PaymentLogo } from "./PaymentLogo";
import { PaymentLogos } from "./PaymentLogos";
import { BRAND_MARKS, PAYMENT_LOGOS } from "./paymentLogoMarks";

describe("given a PaymentLogo", () => {
  it.each(PAYMENT_LOGOS)("should draw %s as an image named by its brand or kind", (logo) => {
    render(<PaymentLogo logo={logo} />);
    const image = screen.getByRole("img");
    expect(image.getAttribute("aria-label")).not.toBe("");
    expect(image.closest("[data-slot=payment-logo]")).toHaveAttribute("data-logo", logo);
  });

  it("should keep brand names in every language and translate the generic kinds", () => {
    render(
      <LocaleProvider locale="de">
        <PaymentLogo logo="visa" />
        <PaymentLogo logo="bank" />
      </LocaleProvider>,
    );
    expect(screen.getByRole("img", { name: "Visa" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Banküberweisung" })).toBeInTheDocument();
  });

  it("should draw in the current text colour, never a brand colour", () => {
    const { container } = render(<PaymentLogo logo="mastercard" />);
    expect(container.querySelector("svg")).toHaveAttribute("fill", "currentColor");
  });

  it("should hide itself from screen readers when decorative", () => {
    const { container } = render(<PaymentLogo logo="paypal" decorative />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });

  it("should crop each brand mark to the shape it draws", () => {
    const { container } = render(<PaymentLogo logo="visa" />);
    expect(container.querySelector("svg")).toHaveAttribute(
      "viewBox",
      BRAND_MARKS.visa.box.join(" "),
    );
  });
});

describe("given the area a mark fills", () => {
  it.each([
    { shape: "a wordmark", width: 24, height: 8, size: { width: "2em", height: "0.667em" } },
    {
      shape: "a square symbol",
      width: 24,
      height: 24,
      size: { width: "1.25em", height: "1.25em" },
    },
    { shape: "a tall symbol", width: 15, height: 24, size: { width: "0.781em", height: "1.25em" } },
  ])("should fit $shape whole, as large as it goes", ({ width, height, size }) => {
    expect(fitMark(width, height)).toEqual(size);
  });
});

describe("given a PaymentLogos strip", () => {
  it("should be a list named Accepted payment methods, one item per mark in order", () => {
    render(<PaymentLogos logos={["visa", "mastercard", "paypal"]} />);
    const list = screen.getByRole("list", { name: "Accepted payment methods" });
    const names = within(list)
      .getAllByRole("img")
      .map((image) => image.getAttribute("aria-label"));
    expect(names).toEqual(["Visa", "Mastercard", "PayPal"]);
  });

  it("should take the page's name for the list", () => {
    render(<PaymentLogos logos={["visa"]} label="We accept" />);
    expect(screen.getByRole("list", { name: "We accept" })).toBeInTheDocument();
  });

  it("should say Secure payment only when asked", () => {
    const { rerender } = render(<PaymentLogos logos={["visa"]} />);
    expect(screen.queryByText("Secure payment")).toBeNull();
    rerender(<PaymentLogos logos={["visa"]} secure />);
    expect(screen.getByText("Secure payment")).toBeVisible();
  });

  it("should speak the reader's language", () => {
    render(
      <LocaleProvider locale="ar">
        <PaymentLogos logos={["card", "visa"]} secure />
      </LocaleProvider>,
    );
    expect(screen.getByRole("list", { name: "طرق الدفع المقبولة" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "بطاقة" })).toBeInTheDocument();
    expect(screen.getByText("دفع آمن")).toBeVisible();
  });
});
