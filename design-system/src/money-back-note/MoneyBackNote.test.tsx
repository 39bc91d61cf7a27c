import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { MONEY_BACK_DAYS, MoneyBackNote } from "./MoneyBackNote";

const note = () => document.querySelector("[data-slot=money-back-note]");

describe("given a MoneyBackNote", () => {
  it("should promise 30 days by default, with a shield that screen readers skip", () => {
    render(<MoneyBackNote />);
    expect(MONEY_BACK_DAYS).toBe(30);
    expect(note()).toHaveTextContent("30-day money-back guarantee");
    expect(note()?.querySelector("[data-icon=shield-check]")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
  });

  it.each([
    ["en", 14, "14-day money-back guarantee"],
    ["de", 30, "30 Tage Geld-zurück-Garantie"],
    ["de", 1, "1 Tag Geld-zurück-Garantie"],
    ["ru", 30, "Гарантия возврата денег 30 дней"],
    ["ru", 21, "Гарантия возврата денег 21 день"],
    ["ru", 14, "Гарантия возврата денег 14 дней"],
    ["ru", 3, "Гарантия возврата денег 3 дня"],
    ["ar", 30, "ضمان استرداد الأموال خلال 30 يومًا"],
    ["ar", 7, "ضمان استرداد الأموال خلال 7 أيام"],
    ["ar", 2, "ضمان استرداد الأموال خلال يومين"],
    ["pl", 30, "30-dniowa gwarancja zwrotu pieniędzy"],
    ["ja", 30, "30日間返金保証"],
  ])("should say in %s for %i days: %s", (locale, days, text) => {
    render(
      <LocaleProvider locale={locale}>
        <MoneyBackNote days={days} />
      </LocaleProvider>,
    );
    expect(note()).toHaveTextContent(text);
  });

  it("should have a tone for the hero band", () => {
    render(<MoneyBackNote tone="on-brand" />);
    expect(note()).toHaveClass("text-on-brand-muted");
    expect(screen.getByText("30-day money-back guarantee")).toBeInTheDocument();
  });
});
