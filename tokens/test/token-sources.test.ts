import { describe, expect, it } from "vitest";
import { buildTokenOutputs } from "../scripts/lib/build-token-outputs";
import { cssVariableName, tailwindColorName } from "../scripts/lib/naming";
import type { Dimension } from "../scripts/lib/token-types";

const { tokenSet } = buildTokenOutputs();
const master = tokenSet.byBrand.master ?? [];
const masterValue = (name: string) => master.find((token) => token.name === name)?.value;

/** The roles components are written against (the brief for this package). */
const requiredColourRoles = [
  "color.surface",
  "color.surface.raised",
  "color.surface.sunken",
  "color.surface.inverse",
  "color.surface.brand",
  "color.surface.brand-end",
  "color.text",
  "color.text.muted",
  "color.text.inverse",
  "color.text.accent",
  "color.text.link",
  "color.text.on-accent",
  "color.text.on-brand",
  "color.text.on-brand-muted",
  "color.border",
  "color.border.strong",
  "color.accent",
  "color.accent.hover",
  "color.accent.bright",
  "color.focus",
  "color.danger",
  "color.danger.hover",
  ...["success", "warn", "error", "info"].flatMap((kind) => [
    `color.feedback.${kind}`,
    `color.feedback.${kind}.surface`,
    `color.feedback.${kind}.text`,
  ]),
];

describe("given the token JSON in src/tokens", () => {
  it("should build every brand without a problem", () => {
    expect(tokenSet.brands).toEqual(["master", "turbo", "signal"]);
  });

  it.each(tokenSet.brands)("should define every colour role for %s", (brand) => {
    const names = new Set(tokenSet.byBrand[brand]?.map((token) => token.name));
    expect(requiredColourRoles.filter((role) => !names.has(role))).toEqual([]);
  });

  it("should make space.N exactly N steps of 4 px, so it agrees with Tailwind's p-N", () => {
    const steps = master.filter((token) => token.name.startsWith("space."));
    expect(steps.length).toBeGreaterThanOrEqual(9);
    for (const token of steps) {
      const count = Number(token.name.slice("space.".length));
      expect(token.value, token.name).toEqual({ value: count * 0.25, unit: "rem" });
    }
  });

  it("should follow the design language's shape and type scale", () => {
    expect(masterValue("radius.control")).toEqual({ value: 8, unit: "px" });
    expect(masterValue("radius.card")).toEqual({ value: 16, unit: "px" });
    const sizesPx = master
      .filter((token) => token.name.startsWith("font.size."))
      .map((token) => (token.value as Dimension).value * 16);
    expect(sizesPx).toEqual([12, 14, 16, 18, 20, 24, 30, 36, 48, 60]);
    expect(masterValue("line-height.arabic")).toBe(1.7);
    expect(masterValue("line-height.japanese")).toBe(1.8);
  });

  it("should name the default of a group without a suffix, in CSS and in Tailwind", () => {
    expect(cssVariableName("color.surface")).toBe("--mvpn-color-surface");
    expect(tailwindColorName("color.surface")).toBe("surface");
    expect(tailwindColorName("color.text")).toBe("text");
    expect(tailwindColorName("color.text.muted")).toBe("text-muted");
    expect(tailwindColorName("color.text.on-accent")).toBe("on-accent");
    expect(tailwindColorName("color.feedback.error.surface")).toBe("feedback-error-surface");
  });
});
