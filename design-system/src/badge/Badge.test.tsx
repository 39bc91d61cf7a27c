import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./Badge";
import { BADGE_TONES } from "./badgeVariants";

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

  it("should let a caller's class win", () => {
    render(
      <Badge tone="accent" className="bg-surface">
        Best value
      </Badge>,
    );
    const badge = screen.getByText("Best value");
    expect(badge).toHaveClass("bg-surface");
    expect(badge).not.toHaveClass("bg-accent-subtle");
  });
});
