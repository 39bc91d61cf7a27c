import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./Section";
import { SECTION_TONES } from "./sectionVariants";

const toneClasses = {
  default: ["bg-surface", "text-text"],
  sunken: ["bg-surface-sunken", "text-text"],
  brand: ["bg-linear-to-b", "from-surface-brand", "to-surface-brand-end", "text-on-brand"],
  inverse: ["bg-surface-inverse", "text-text-inverse"],
} as const;

describe("given a Section", () => {
  it("should be a region named by its heading when given aria-labelledby", () => {
    render(
      <Section aria-labelledby="benefits-title">
        <h2 id="benefits-title">Why mVPN</h2>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Why mVPN" });
    expect(region.tagName).toBe("SECTION");
    expect(region).toHaveAttribute("data-slot", "section");
  });

  it.each(SECTION_TONES)("should paint the %s tone with its token utilities", (tone) => {
    render(
      <Section tone={tone} aria-label="Band">
        x
      </Section>,
    );
    const region = screen.getByRole("region");
    expect(region).toHaveAttribute("data-variant", tone);
    expect(region).toHaveClass(...toneClasses[tone]);
  });

  it("should default to the medium block spacing", () => {
    render(<Section aria-label="Band">x</Section>);
    expect(screen.getByRole("region")).toHaveClass("py-12", "md:py-16");
  });

  it("should add the header's height to the top padding under a transparent header", () => {
    render(
      <Section aria-label="Hero" tone="brand" spacing="lg" headerOverlap>
        x
      </Section>,
    );
    // lg is 64/96 px; the header is 64/80 px: 128 px = pt-32, 176 px = md:pt-44.
    expect(screen.getByRole("region")).toHaveClass("py-16", "pt-32", "md:pt-44");
  });
});
