import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { Rating } from "./Rating";
import { roundToHalfStar, starFills } from "./ratingValue";

describe("given a rating value", () => {
  it.each([
    [4.74, 4.5],
    [4.75, 5],
    [4.2, 4],
    [7, 5],
    [-1, 0],
    [Number.NaN, 0],
  ])("should show %d as %d stars", (value, expected) => {
    expect(roundToHalfStar(value)).toBe(expected);
  });

  it("should fill three stars, half the fourth and none of the fifth for 3.5", () => {
    expect(starFills(3.5)).toEqual(["full", "full", "full", "half", "empty"]);
  });
});

describe("given a Rating", () => {
  it.each([
    ["en", 4.5, "Rated 4.5 out of 5"],
    ["de", 4.5, "Bewertet mit 4,5 von 5"],
    ["ar", 4, "التقييم 4 من 5"],
    ["ar-EG", 4, "التقييم 4 من 5"],
    ["ja", 5, "5点中5点の評価"],
  ])("should be one image named, in %s for %d, %s", (locale, value, name) => {
    render(
      <LocaleProvider locale={locale}>
        <Rating value={value} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("img", { name })).toHaveAttribute("data-slot", "rating");
  });

  it("should hide the stars themselves from screen readers", () => {
    const { container } = render(<Rating value={3} />);
    const icons = container.querySelectorAll('[data-slot="icon"]');
    expect(icons).toHaveLength(8); // an outline for each of the five stars, a fill for the three filled
    for (const icon of icons) expect(icon).toHaveAttribute("aria-hidden", "true");
  });

  it("should fill a half star from its reading-start side and never mirror the glyph", () => {
    const { container } = render(<Rating value={2.5} />);
    const half = container.querySelector('[data-fill="half"]');
    expect(half).not.toBeNull();
    const fill = half?.querySelector("span");
    expect(fill).toHaveClass("start-0", "w-1/2");
    for (const icon of container.querySelectorAll('[data-slot="icon"]')) {
      expect(icon).not.toHaveClass("rtl:-scale-x-100");
    }
  });

  it("should say the exact score while the stars round it to a half", () => {
    const { container } = render(<Rating value={4.8} showValue />);
    const rating = screen.getByRole("img", { name: "Rated 4.8 out of 5" });
    expect(rating.querySelector('[data-slot="rating-value"]')).toHaveTextContent("4.8");
    expect(container.querySelectorAll('[data-fill="full"]')).toHaveLength(5);
  });

  it("should take a label of the site's own", () => {
    render(<Rating value={4.5} label="{value}/{max} on Trustpilot" />);
    expect(screen.getByRole("img", { name: "4.5/5 on Trustpilot" })).toBeInTheDocument();
  });
});
