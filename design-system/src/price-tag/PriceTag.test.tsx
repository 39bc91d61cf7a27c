import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { PriceTag } from "./PriceTag";

const amount = () => document.querySelector("[data-slot=price-tag-amount]");
const inLocale = (locale: string) => ({
  wrapper: ({ children }: { children: React.ReactNode }) => (
    <LocaleProvider locale={locale}>{children}</LocaleProvider>
  ),
});

describe("given a PriceTag", () => {
  it.each([
    ["USD", "$59.88"],
    ["AUD", "A$59.88"],
    ["CAD", "CA$59.88"],
    ["GBP", "£59.88"],
  ])("should print %s as %s", (currency, text) => {
    render(<PriceTag amount="59.88" currency={currency} />);
    expect(amount()).toHaveTextContent(text);
  });

  it("should keep the amount a left-to-right isolate", () => {
    render(<PriceTag amount={4.99} currency="USD" />, inLocale("ar"));
    expect(amount()?.tagName).toBe("BDI");
    expect(amount()).toHaveAttribute("dir", "ltr");
    expect(amount()).toHaveTextContent("4.99 $");
  });

  describe("given a monthly period", () => {
    it("should show /mo and read it as per month", () => {
      render(<PriceTag amount={4.99} currency="USD" period="month" data-testid="price" />);
      const period = document.querySelector("[data-slot=price-tag-period]");
      expect(period).toHaveAttribute("aria-hidden", "true");
      expect(period).toHaveTextContent("/mo");
      expect(document.querySelector("[data-slot=price-tag-period-label]")).toHaveClass("sr-only");
      expect(screen.getByTestId("price")).toHaveTextContent("$4.99/mo per month");
    });

    it.each([
      ["de", "/Monat"],
      ["ar", "/شهر"],
      ["ja", "/月"],
    ])("should translate the suffix in %s", (locale, suffix) => {
      render(<PriceTag amount={4.99} currency="USD" period="month" />, inLocale(locale));
      expect(document.querySelector("[data-slot=price-tag-period]")).toHaveTextContent(suffix);
    });
  });

  describe("given the was variant", () => {
    it("should strike the price through and read it as Was $X", () => {
      render(<PriceTag amount="143.88" currency="USD" variant="was" data-testid="was" />);
      const struck = document.querySelector("s[data-slot=price-tag-was]");
      expect(struck).toHaveAttribute("aria-hidden", "true");
      expect(struck).toHaveTextContent("$143.88");
      expect(screen.getByText("Was $143.88")).toHaveClass("sr-only");
      expect(screen.getByTestId("was")).toHaveAttribute("data-variant", "was");
    });

    it("should word it in French", () => {
      render(<PriceTag amount="143.88" currency="EUR" symbol="€" variant="was" />, inLocale("fr"));
      expect(screen.getByText("Au lieu de 143,88 €")).toBeInTheDocument();
    });
  });

  it.each([
    ["sm", "text-sm"],
    ["md", "text-base"],
    ["lg", "text-2xl"],
    ["xl", "lg:text-4xl"],
  ] as const)("should size %s with %s", (size, cls) => {
    render(<PriceTag amount={1} currency="USD" size={size} data-testid="price" />);
    expect(screen.getByTestId("price")).toHaveClass(cls);
    expect(screen.getByTestId("price")).toHaveAttribute("data-size", size);
  });
});
