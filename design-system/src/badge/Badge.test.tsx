import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { classConflicts } from "../lib/classConflicts";
import { Badge } from "./Badge";
import { BADGE_TONES, badgeVariants } from "./badgeVariants";

// Each tone's surface and text role: pairs tested for contrast in tokens/test/contrast.test.ts.
const toneClasses = {
  neutral: ["bg-surface-sunken", "text-text"],
  accent: ["bg-accent-subtle", "text-text-accent"],
  success: ["bg-feedback-success-surface", "text-feedback-success-text"],
  warn: ["bg-feedback-warn-surface", "text-feedback-warn-text"],
  error: ["bg-feedback-error-surface", "text-feedback-error-text"],
  brand: ["bg-surface-brand", "text-on-brand"],
} as const;

describe("given a Badge", () => {
  it("should be a neutral small pill by default", () => {
    render(<Badge>New</Badge>);
    const badge = screen.getByText("New");
    expect(badge.tagName).toBe("SPAN");
    expect(badge).toHaveAttribute("data-slot", "badge");
    expect(badge).toHaveAttribute("data-variant", "neutral");
    expect(badge).toHaveAttribute("data-size", "sm");
    expect(badge).toHaveClass("rounded-pill", ...toneClasses.neutral);
  });

  it.each(BADGE_TONES)("should style the %s tone with its token pair", (tone) => {
    render(<Badge tone={tone}>Save 59%</Badge>);
    const badge = screen.getByText("Save 59%");
    expect(badge).toHaveAttribute("data-variant", tone);
    expect(badge).toHaveClass(...toneClasses[tone]);
  });

  it("should add a caller's classes to its own", () => {
    render(
      <Badge tone="accent" className="ms-2">
        Best value
      </Badge>,
    );
    expect(screen.getByText("Best value")).toHaveClass("ms-2", "bg-accent-subtle");
  });

  it("given every tone and size, should hold no two classes for one property (cn() does not resolve them)", () => {
    for (const tone of BADGE_TONES)
      for (const size of ["sm", "md"] as const) {
        const className = badgeVariants({ tone, size });
        expect(classConflicts(className), className).toEqual([]);
      }
  });
});
