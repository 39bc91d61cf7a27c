import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { TWO_YEARS, YEARLY } from "./__fixtures__/plans";
import { PlanCard } from "./PlanCard";

const slot = (name: string) => document.querySelector(`[data-slot=${name}]`);

describe("given a PlanCard on its own", () => {
  it("should be an article named by its title, with no radio", () => {
    render(<PlanCard {...YEARLY} title="12 months" />);
    expect(screen.getByRole("article", { name: "12 months" })).toHaveAttribute(
      "data-plan-id",
      "12",
    );
    expect(screen.queryByRole("radio")).toBeNull();
    expect(slot("plan-card-indicator")).toBeNull();
  });

  it("should make the price per month the largest number", () => {
    render(<PlanCard {...YEARLY} title="12 months" />);
    const price = slot("plan-card-price")?.querySelector("[data-slot=price-tag]");
    expect(price).toHaveAttribute("data-size", "xl");
    expect(price).toHaveTextContent("$4.99/mo");
    for (const other of document.querySelectorAll(
      "[data-slot=plan-card-details] [data-slot=price-tag]",
    )) {
      expect(other).toHaveAttribute("data-size", "sm");
    }
  });

  it("should show the total billed, with the undiscounted total struck through", () => {
    render(<PlanCard {...YEARLY} title="12 months" />);
    const total = slot("plan-card-total");
    expect(total).toHaveTextContent("Total billed: $143.88 Was $143.88 $59.88");
    expect(total?.querySelector("s")).toHaveTextContent("$143.88");
  });

  it("should show what the plan renews at", () => {
    render(<PlanCard {...YEARLY} title="12 months" />);
    expect(slot("plan-card-renewal")).toHaveTextContent("Renews at $143.88");
  });

  it("should take the renewal price from its price, or hide the line with null", () => {
    const { rerender } = render(
      <PlanCard {...YEARLY} price={{ ...YEARLY.price, renewal: "99.95" }} title="12 months" />,
    );
    expect(slot("plan-card-renewal")).toHaveTextContent("Renews at $99.95");
    rerender(<PlanCard {...YEARLY} price={{ ...YEARLY.price, renewal: null }} title="12 months" />);
    expect(slot("plan-card-renewal")).toBeNull();
  });

  it("should show the saving as a badge", () => {
    render(<PlanCard {...YEARLY} title="12 months" />);
    expect(slot("discount-badge")).toHaveTextContent("58%");
  });

  it("should show no badge, strike-through or trial on a full-price plan without a trial", () => {
    render(
      <PlanCard
        {...YEARLY}
        price={{
          ...YEARLY.price,
          total: "143.88",
          totalBeforeDiscount: null,
          discountPercent: null,
        }}
        title="12 months"
      />,
    );
    expect(slot("discount-badge")).toBeNull();
    expect(slot("plan-card-total")?.querySelector("s")).toBeNull();
    expect(slot("plan-card-trial")).toBeNull();
  });

  describe("given a trial", () => {
    it("should offer the trial at its price", () => {
      render(<PlanCard {...TWO_YEARS} title="24 months" />);
      expect(slot("plan-card-trial")).toHaveTextContent("Start with a $0.99 trial");
    });

    it("should call a trial at 0 free", () => {
      render(
        <PlanCard {...TWO_YEARS} price={{ ...TWO_YEARS.price, trial: "0.00" }} title="24 months" />,
      );
      expect(slot("plan-card-trial")).toHaveTextContent("Start with a free trial");
    });
  });

  it("should end with its call to action, a link the card holds", () => {
    render(<PlanCard {...YEARLY} title="12 months" action={<a href="/checkout/12">Get it</a>} />);
    const card = screen.getByRole("article", { name: "12 months" });
    expect(card.lastElementChild).toBe(slot("plan-card-action"));
    expect(screen.getByRole("link", { name: "Get it" })).toHaveAttribute("href", "/checkout/12");
  });

  it("should mark the best value plan", () => {
    render(<PlanCard {...YEARLY} title="12 months" recommended />);
    expect(slot("plan-card-ribbon")).toHaveTextContent("Best value");
    expect(slot("plan-card")).toHaveAttribute("data-recommended", "true");
    expect(slot("plan-card")).toHaveClass("shadow-mid");
  });

  it.each([
    ["AUD", "A$4.99"],
    ["CAD", "CA$4.99"],
    ["GBP", "£4.99"],
  ])("should price a %s plan with its symbol", (currency, text) => {
    render(
      <PlanCard {...YEARLY} price={{ ...YEARLY.price, currency, symbol: "?" }} title="12 months" />,
    );
    expect(slot("plan-card-price")).toHaveTextContent(text);
  });

  it("should speak Arabic in an Arabic page, prices left to right", () => {
    render(
      <LocaleProvider locale="ar">
        <PlanCard {...TWO_YEARS} title="24 شهرًا" recommended />
      </LocaleProvider>,
    );
    expect(slot("plan-card-ribbon")).toHaveTextContent("القيمة الأفضل");
    expect(slot("plan-card-renewal")).toHaveTextContent("يتجدد بسعر 287.76 $");
    expect(slot("plan-card-trial")).toHaveTextContent("ابدأ بفترة تجريبية مقابل 0.99 $");
    for (const amount of document.querySelectorAll("[data-slot=price-tag-amount]")) {
      expect(amount).toHaveAttribute("dir", "ltr");
    }
  });
});
