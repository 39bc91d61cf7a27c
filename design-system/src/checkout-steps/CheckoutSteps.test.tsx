import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { CheckoutSteps } from "./CheckoutSteps";

describe("given CheckoutSteps", () => {
  it("should be an ordered list named Checkout steps with Plan, Account and Payment", () => {
    render(<CheckoutSteps current={0} />);
    const list = screen.getByRole("list", { name: "Checkout steps" });
    expect(list.tagName).toBe("OL");
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1Plan", "2Account", "3Payment"]);
  });

  it("should mark the current step, and the ones before it as completed", () => {
    render(<CheckoutSteps current={2} />);
    const [plan, account, payment] = screen.getAllByRole("listitem");
    expect(payment).toHaveAttribute("aria-current", "step");
    expect(plan).not.toHaveAttribute("aria-current");
    expect(plan).toHaveAttribute("data-state", "complete");
    expect(account).toHaveTextContent("Account (completed)");
    expect(payment).not.toHaveTextContent("completed");
  });

  it("should take the page's steps", () => {
    render(<CheckoutSteps current={1} steps={["Plan", "Payment"]} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.getByText("Payment").closest("li")).toHaveAttribute("aria-current", "step");
  });

  it("should speak the reader's language", () => {
    render(
      <LocaleProvider locale="ja">
        <CheckoutSteps current={1} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("list", { name: "ご購入の手順" })).toHaveTextContent(
      "プラン （完了）2アカウント3お支払い",
    );
  });
});
