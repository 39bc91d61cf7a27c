import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { DiscountBadge } from "./DiscountBadge";

const badge = () => document.querySelector("[data-slot=discount-badge]");

describe("given a DiscountBadge", () => {
  it.each([["59%"], [59], [" 59 % "]])("should show 59%% from %j", (percent) => {
    render(<DiscountBadge percent={percent} />);
    expect(badge()?.querySelector("bdi")).toHaveTextContent(/^59%$/);
  });

  it("should be read as a saving, not a bare number", () => {
    render(<DiscountBadge percent="59%" />);
    expect(badge()?.querySelector("bdi")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Save 59%")).toHaveClass("sr-only");
  });

  it("should say Save 59% in the save variant", () => {
    render(<DiscountBadge percent="59%" variant="save" />);
    expect(badge()).toHaveTextContent(/^Save 59%$/);
    expect(badge()).toHaveAttribute("data-variant", "save");
  });

  it.each([
    ["de", "59 % sparen"],
    ["ar", "وفّر 59%"],
    ["ja", "59%お得"],
  ])("should word the saving in %s", (locale, text) => {
    render(
      <LocaleProvider locale={locale}>
        <DiscountBadge percent="59%" variant="save" />
      </LocaleProvider>,
    );
    expect(badge()).toHaveTextContent(text);
  });

  it("should use the accent colour, filled by default", () => {
    render(<DiscountBadge percent={59} />);
    expect(badge()).toHaveClass("bg-accent", "text-on-accent", "rounded-pill");
  });

  it("should have a subtle tone", () => {
    render(<DiscountBadge percent={59} tone="subtle" />);
    expect(badge()).toHaveClass("bg-accent-subtle", "text-text-accent");
  });

  it.each([["abc"], [""], ["120%"]])("should render nothing for %j", (percent) => {
    const { container } = render(<DiscountBadge percent={percent} />);
    expect(container).toBeEmptyDOMElement();
  });
});
