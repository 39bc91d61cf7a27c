import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { SPINNER_SIZES, Spinner } from "./Spinner";

describe("given a Spinner", () => {
  it("should be a status that says Loading", () => {
    render(<Spinner />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Loading");
    expect(status).toHaveAttribute("data-slot", "spinner");
  });

  it("should say what is loading when given a label", () => {
    render(<Spinner label="Loading plans" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading plans");
  });

  it.each([
    ["ar", "جارٍ التحميل"],
    ["ja", "読み込み中"],
    ["pt", "Carregando"],
  ])("should say Loading in %s", (locale, text) => {
    render(
      <LocaleProvider locale={locale}>
        <Spinner />
      </LocaleProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });

  it("should hide itself from screen readers when decorative", () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole("status")).toBeNull();
    const spinner = container.querySelector('[data-slot="spinner"]');
    expect(spinner).toHaveAttribute("aria-hidden", "true");
    expect(spinner).toHaveTextContent("");
  });

  it("should turn, and stand still for readers who ask for reduced motion", () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('[data-slot="spinner-icon"]')).toHaveClass(
      "animate-spin",
      "motion-reduce:animate-none",
    );
  });

  it.each(SPINNER_SIZES)("should size %s", (size) => {
    const { container } = render(<Spinner size={size} />);
    const classBySize = { sm: "size-4", md: "size-6", lg: "size-10" };
    expect(container.querySelector('[data-slot="spinner"]')).toHaveAttribute("data-size", size);
    expect(container.querySelector('[data-slot="spinner-icon"]')).toHaveClass(classBySize[size]);
  });
});
