import { describe, expect, it } from "vitest";
import { buildTokenOutputs } from "../scripts/lib/build-token-outputs";
import { contrastRatio } from "../scripts/lib/wcag-contrast";

/**
 * Every foreground/background pair the components use, per brand
 * (DESIGN-LANGUAGE.md: WCAG 2.2 AA in every brand). Add a pair here when a
 * component starts using a new combination.
 */
const textPairs: [foreground: string, background: string][] = [
  ["color.text", "color.surface"],
  ["color.text", "color.surface.raised"],
  ["color.text", "color.surface.sunken"],
  ["color.text.muted", "color.surface"],
  ["color.text.muted", "color.surface.raised"],
  ["color.text.muted", "color.surface.sunken"],
  ["color.text.accent", "color.surface"],
  ["color.text.accent", "color.surface.sunken"],
  ["color.text.accent", "color.accent.subtle"],
  // The plan card's trial line sits on a raised card.
  ["color.text.accent", "color.surface.raised"],
  ["color.text.link", "color.surface"],
  ["color.text.link", "color.surface.raised"],
  ["color.text.link", "color.surface.sunken"],
  ["color.text.on-accent", "color.accent"],
  ["color.text.on-accent", "color.accent.hover"],
  ["color.text.on-brand", "color.surface.brand"],
  ["color.text.on-brand", "color.surface.brand-end"],
  ["color.text.on-brand-muted", "color.surface.brand"],
  ["color.text.on-brand-muted", "color.surface.brand-end"],
  ["color.text.on-brand-accent", "color.surface.brand"],
  ["color.text.on-brand-accent", "color.surface.brand-end"],
  ["color.text.inverse", "color.surface.inverse"],
  // The inverse footer reuses the band's muted text.
  ["color.text.on-brand-muted", "color.surface.inverse"],
  ["color.text", "color.accent.subtle"],
  ["color.text.on-danger", "color.danger"],
  ["color.text.on-danger", "color.danger.hover"],
  ["color.danger", "color.surface"],
  ["color.feedback.error.text", "color.surface"],
  ["color.feedback.success.text", "color.feedback.success.surface"],
  ["color.feedback.warn.text", "color.feedback.warn.surface"],
  ["color.feedback.error.text", "color.feedback.error.surface"],
  ["color.feedback.info.text", "color.feedback.info.surface"],
];

/** Focus rings, input outlines, feedback icons and bright accent shapes: 3:1 (WCAG 1.4.11). */
const uiPairs: [foreground: string, background: string][] = [
  ["color.focus", "color.surface"],
  ["color.focus", "color.surface.raised"],
  ["color.focus", "color.surface.sunken"],
  ["color.focus.on-brand", "color.surface.brand"],
  ["color.focus.on-brand", "color.surface.brand-end"],
  ["color.focus.on-brand", "color.surface.inverse"],
  ["color.border.strong", "color.surface"],
  ["color.border.strong", "color.surface.sunken"],
  ["color.accent.bright", "color.surface.brand"],
  ["color.accent.bright", "color.surface.brand-end"],
  ["color.feedback.success", "color.feedback.success.surface"],
  ["color.feedback.warn", "color.feedback.warn.surface"],
  ["color.feedback.error", "color.feedback.error.surface"],
  ["color.feedback.info", "color.feedback.info.surface"],
  // The password checklist's met-rule icons, on the page.
  ["color.feedback.success", "color.surface"],
  // A checked checkbox and the selected plan's ring.
  ["color.accent", "color.surface"],
  ["color.accent", "color.surface.raised"],
];

const { tokenSet } = buildTokenOutputs();

function colour(brand: string, name: string): string {
  const value = tokenSet.byBrand[brand]?.find((token) => token.name === name)?.value;
  if (typeof value !== "string") throw new Error(`Brand "${brand}" has no colour "${name}"`);
  return value;
}

const cases = (pairs: typeof textPairs) =>
  tokenSet.brands.flatMap((brand) =>
    pairs.map(([foreground, background]) => ({ brand, foreground, background })),
  );

describe("given every brand's colour roles", () => {
  it.each(cases(textPairs))(
    "should give $foreground on $background at least 4.5:1 in $brand",
    ({ brand, foreground, background }) => {
      const ratio = contrastRatio(colour(brand, foreground), colour(brand, background));
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(cases(uiPairs))(
    "should give $foreground against $background at least 3:1 in $brand",
    ({ brand, foreground, background }) => {
      const ratio = contrastRatio(colour(brand, foreground), colour(brand, background));
      expect(ratio).toBeGreaterThanOrEqual(3);
    },
  );
});

describe("given the contrast formula", () => {
  it("should match WCAG's reference values", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#FFFFFF")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
  });

  it("should judge a translucent colour as blended over its background", () => {
    // 0x80 / 255 black over white blends to 0x7F grey.
    expect(contrastRatio("#00000080", "#FFFFFF")).toBeCloseTo(
      contrastRatio("#7F7F7F", "#FFFFFF"),
      5,
    );
  });
});
