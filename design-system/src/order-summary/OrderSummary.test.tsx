import { render, screen, within } from "@testing-library/react";
import type { ComponentProps } from "react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { OrderSummary } from "./OrderSummary";

type Props = ComponentProps<typeof OrderSummary>;

const YEARLY: Props = {
  planTitle: "12 months",
  term: "Billed every 12 months",
  currency: "USD",
  listPrice: "143.88",
  discount: { amount: "84.00", percent: 58 },
  total: "59.88",
  perMonth: "4.99",
  renewal: { amount: "143.88", months: 12 },
};

const slot = (name: string) => document.querySelector(`[data-slot=${name}]`);

/** The summary's rows as "term: amount" lines, the way a reader meets them. */
const rows = () =>
  [...document.querySelectorAll("[data-slot=order-summary-rows] > div")].map(
    (row) =>
      `${row.querySelector("dt")?.textContent}: ${row.querySelector("dd [data-slot=price-tag-amount]")?.textContent}`,
  );

describe("given an OrderSummary", () => {
  it("should be a section named Order summary, its heading an h2", () => {
    render(<OrderSummary {...YEARLY} />);
    const section = screen.getByRole("region", { name: "Order summary" });
    expect(within(section).getByRole("heading", { level: 2 })).toHaveTextContent("Order summary");
  });

  it("should show the plan and its term", () => {
    render(<OrderSummary {...YEARLY} />);
    expect(slot("order-summary-plan")).toHaveTextContent("12 monthsBilled every 12 months");
  });

  it("should list the amounts as terms and values, the total last", () => {
    render(<OrderSummary {...YEARLY} />);
    expect(rows()).toEqual([
      "Regular price: $143.88",
      "Discount (58%): -$84.00",
      "Total due today: $59.88",
    ]);
    expect(screen.getAllByRole("term")).toHaveLength(3);
  });

  it("should strike the list price through and say Was to screen readers", () => {
    render(<OrderSummary {...YEARLY} />);
    const list = slot("order-summary-list-price");
    expect(list?.querySelector("s")).toHaveTextContent("$143.88");
    expect(list).toHaveTextContent("Was $143.88");
  });

  it("should make the total the largest amount", () => {
    render(<OrderSummary {...YEARLY} />);
    expect(slot("order-summary-total")?.querySelector("[data-slot=price-tag]")).toHaveAttribute(
      "data-size",
      "lg",
    );
  });

  it("should say the price per month and the renewal", () => {
    render(<OrderSummary {...YEARLY} />);
    expect(slot("order-summary-per-month")).toHaveTextContent("That’s $4.99 per month");
    expect(slot("order-summary-renewal")).toHaveTextContent("Renews at $143.88 every 12 months");
  });

  it("should show the money-back guarantee, or not with null", () => {
    const { rerender } = render(<OrderSummary {...YEARLY} />);
    expect(slot("money-back-note")).toHaveTextContent("30-day money-back guarantee");
    rerender(<OrderSummary {...YEARLY} moneyBackDays={null} />);
    expect(slot("money-back-note")).toBeNull();
  });

  it("should show only the rows it is given", () => {
    render(
      <OrderSummary
        planTitle="1 month"
        currency="GBP"
        total="9.49"
        renewal={{ amount: "9.49", months: 1 }}
      />,
    );
    expect(rows()).toEqual(["Total due today: £9.49"]);
    expect(slot("order-summary-per-month")).toBeNull();
    expect(slot("order-summary-renewal")).toHaveTextContent("Renews at £9.49 every month");
  });

  it("should show a trial's first period and what follows it", () => {
    render(
      <OrderSummary
        {...YEARLY}
        listPrice={null}
        discount={null}
        trial={{ amount: "0.99", days: 7 }}
        total="0.99"
        perMonth={null}
        renewal={{ amount: "59.88", months: 12 }}
      />,
    );
    expect(rows()).toEqual(["First 7 days: $0.99", "Total due today: $0.99"]);
    expect(slot("order-summary-renewal")).toHaveTextContent("Then $59.88 every 12 months");
  });

  it.each([
    ["en", 1, "First month$1.99"],
    ["en", 3, "First 3 months$1.99"],
    ["ru", 1, "Первый месяц"],
    ["ar", 2, "أول شهرين"],
  ])("should name a trial of whole months in %s (%i)", (locale, months, text) => {
    render(
      <LocaleProvider locale={locale}>
        <OrderSummary
          {...YEARLY}
          listPrice={null}
          discount={null}
          trial={{ amount: "1.99", months }}
          total="1.99"
        />
      </LocaleProvider>,
    );
    expect(slot("order-summary-trial")).toHaveTextContent(text);
  });

  it.each([
    ["USD", "$59.88"],
    ["AUD", "A$59.88"],
    ["CAD", "CA$59.88"],
    ["GBP", "£59.88"],
  ])("should show %s amounts with the symbol of SPEC.md §1", (currency, total) => {
    render(<OrderSummary {...YEARLY} currency={currency} />);
    expect(rows().at(-1)).toBe(`Total due today: ${total}`);
  });

  it("should warn, as news, that the price changed from the old amount to the new", () => {
    render(<OrderSummary {...YEARLY} priceChange={{ from: "49.88", to: "59.88" }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The price has changed");
    expect(alert).toHaveTextContent("It was $49.88 and is now $59.88.");
  });

  it("should put the page's action beside the heading", () => {
    render(<OrderSummary {...YEARLY} action={<a href="/pricing">Change plan</a>} />);
    expect(slot("order-summary-action")).toContainElement(
      screen.getByRole("link", { name: "Change plan" }),
    );
  });

  it("should keep amounts left to right in Arabic, with the words in Arabic", () => {
    render(
      <LocaleProvider locale="ar">
        <OrderSummary {...YEARLY} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("region", { name: "ملخص الطلب" })).toBeInTheDocument();
    for (const amount of document.querySelectorAll("[data-slot=price-tag-amount]")) {
      expect(amount).toHaveAttribute("dir", "ltr");
    }
    expect(slot("order-summary-renewal")).toHaveTextContent("يتجدد بسعر 143.88 $ كل 12 شهرًا");
  });

  it.each([
    ["ru", 1, "Продление за 9,49 $ каждый месяц"],
    ["ru", 12, "Продление за 9,49 $ каждые 12 месяцев"],
    ["ru", 24, "Продление за 9,49 $ каждые 24 месяца"],
    ["pl", 12, "Odnowienie za 9,49 $ co 12 miesięcy"],
    ["ar", 2, "يتجدد بسعر 9.49 $ كل شهرين"],
  ])("should word the renewal of %s with the plural form for %i months", (locale, months, text) => {
    render(
      <LocaleProvider locale={locale}>
        <OrderSummary
          planTitle="Plan"
          currency="USD"
          total="9.49"
          renewal={{ amount: "9.49", months }}
        />
      </LocaleProvider>,
    );
    expect(slot("order-summary-renewal")?.textContent?.replace(/\s/g, " ")).toBe(text);
  });
});
