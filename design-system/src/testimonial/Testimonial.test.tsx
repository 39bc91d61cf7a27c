import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Testimonial } from "./Testimonial";

const quote =
  "I stream my home shows from hotels every week, and mVPN connects in under a second every time.";

describe("given a Testimonial", () => {
  it("should be a figure with the words in a blockquote and the author in the caption", () => {
    render(<Testimonial quote={quote} author="Maria Keller" authorRole="Travels for work" />);
    const figure = screen.getByRole("figure");
    expect(figure).toHaveAttribute("data-slot", "testimonial");
    expect(figure.querySelector("blockquote")).toHaveTextContent(quote);
    const caption = figure.querySelector("figcaption");
    expect(caption).toHaveTextContent("Maria Keller");
    expect(caption).toHaveTextContent("Travels for work");
  });

  it("should use the quote icon that mirrors in right-to-left, hidden from screen readers", () => {
    const { container } = render(<Testimonial quote={quote} author="Maria Keller" />);
    const icon = container.querySelector('[data-icon="quote"]');
    expect(icon).toHaveClass("rtl:-scale-x-100");
    expect(icon).toHaveAttribute("aria-hidden", "true");
  });

  it("should show the reviewer's stars when a rating is given", () => {
    render(<Testimonial quote={quote} author="Maria Keller" rating={5} />);
    expect(screen.getByRole("img", { name: "Rated 5 out of 5" })).toBeInTheDocument();
  });

  it("should leave out the rating and role when not given", () => {
    const { container } = render(<Testimonial quote={quote} author="Maria Keller" />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(container.querySelector('[data-slot="testimonial-author-role"]')).toBeNull();
  });
});
