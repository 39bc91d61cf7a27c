import { beforeAll, describe, expect, it } from "vitest";
import { brandConfig } from "../scripts/brands.config";
import { buildTokenOutputs } from "../scripts/lib/build-token-outputs";
import { compileWithTheme, ruleFor } from "./support/compile-tailwind";
import { referencedVariables, variablesForBrand, withoutComments } from "./support/css-blocks";

let themeCss: string;
let tokensCss: string;
beforeAll(() => {
  ({ themeCss, tokensCss } = buildTokenOutputs());
});

describe("given the built theme.css", () => {
  it("should be one @theme inline block that starts by clearing Tailwind's colours", () => {
    const body = withoutComments(themeCss).trim();
    expect(body).toMatch(/^@theme inline \{\s*--color-\*: initial;/);
    expect(body.match(/@theme/g)).toHaveLength(1);
  });

  it("should not import tailwindcss itself (the consumer does)", () => {
    expect(withoutComments(themeCss)).not.toContain("@import");
  });

  it("should only reference variables that tokens.css defines for every brand", () => {
    const referenced = new Set(referencedVariables(themeCss));
    expect(referenced.size).toBeGreaterThan(50);
    for (const { name } of brandConfig) {
      const defined = variablesForBrand(tokensCss, name);
      const missing = [...referenced].filter((variable) => !defined.has(variable));
      expect(missing, `undefined for brand "${name}"`).toEqual([]);
    }
  });

  it("should map the colour roles without the color. prefix and on-* roles without text.", () => {
    expect(themeCss).toContain("--color-surface: var(--mvpn-color-surface);");
    expect(themeCss).toContain("--color-text-muted: var(--mvpn-color-text-muted);");
    expect(themeCss).toContain("--color-accent: var(--mvpn-color-accent);");
    expect(themeCss).toContain("--color-on-accent: var(--mvpn-color-text-on-accent);");
  });

  it("should write breakpoints and the spacing unit as literals, since media queries cannot read variables", () => {
    expect(themeCss).toContain("--breakpoint-md: 768px;");
    expect(themeCss).toContain("--spacing: 0.25rem;");
  });
});

describe("given theme.css compiled by Tailwind", () => {
  const classNames = [
    "bg-surface",
    "text-text-muted",
    "bg-accent",
    "text-on-accent",
    "border-border",
    "ring-focus",
    "bg-feedback-error-surface",
    "p-4",
    "md:p-4",
    "min-w-modal-min",
    "max-w-modal-max",
    "rounded-control",
    "rounded-card",
    "shadow-low",
    "text-sm",
    "font-display",
    "leading-arabic",
    "ease-enter",
    "bg-blue-500",
  ];
  let css: string;
  beforeAll(async () => {
    css = await compileWithTheme(themeCss, classNames);
  });

  it("should make colour utilities that read the brand variables at run time", () => {
    expect(ruleFor(css, "bg-surface")).toContain("background-color: var(--mvpn-color-surface)");
    expect(ruleFor(css, "text-text-muted")).toContain("color: var(--mvpn-color-text-muted)");
    expect(ruleFor(css, "bg-accent")).toContain("background-color: var(--mvpn-color-accent)");
    expect(ruleFor(css, "text-on-accent")).toContain("color: var(--mvpn-color-text-on-accent)");
    expect(ruleFor(css, "border-border")).toContain("border-color: var(--mvpn-color-border)");
    expect(ruleFor(css, "ring-focus")).toContain("var(--mvpn-color-focus)");
    expect(ruleFor(css, "bg-feedback-error-surface")).toContain(
      "var(--mvpn-color-feedback-error-surface)",
    );
  });

  it("should leave no raw palette utility such as bg-blue-500", () => {
    expect(ruleFor(css, "bg-blue-500")).toBeUndefined();
  });

  it("should make p-4 16px and switch md: at 768px", () => {
    expect(ruleFor(css, "p-4")).toContain("padding: calc(0.25rem * 4)");
    expect(css).toMatch(/@media \(width >= 768px\)\s*\{\s*\.md\\:p-4/);
  });

  it("should size the modal between 78 and 104 units", () => {
    expect(ruleFor(css, "min-w-modal-min")).toContain("min-width: var(--mvpn-size-modal-min)");
    expect(ruleFor(css, "max-w-modal-max")).toContain("max-width: var(--mvpn-size-modal-max)");
  });

  it("should map radius, shadow, type, leading and easing utilities to tokens", () => {
    expect(ruleFor(css, "rounded-control")).toContain("border-radius: var(--mvpn-radius-control)");
    expect(ruleFor(css, "rounded-card")).toContain("border-radius: var(--mvpn-radius-card)");
    expect(ruleFor(css, "shadow-low")).toContain("var(--mvpn-shadow-low)");
    expect(ruleFor(css, "text-sm")).toContain("font-size: var(--mvpn-font-size-sm)");
    expect(ruleFor(css, "text-sm")).toContain("var(--mvpn-line-height-sm)");
    expect(ruleFor(css, "font-display")).toContain("font-family: var(--mvpn-font-family-display)");
    expect(ruleFor(css, "leading-arabic")).toContain("var(--mvpn-line-height-arabic)");
    expect(ruleFor(css, "ease-enter")).toContain("var(--mvpn-motion-easing-enter)");
  });
});
