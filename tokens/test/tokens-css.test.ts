import { beforeAll, describe, expect, it } from "vitest";
import { brandConfig, defaultBrandName } from "../scripts/brands.config";
import { buildTokenOutputs } from "../scripts/lib/build-token-outputs";
import { parseCssBlocks, variablesForBrand } from "./support/css-blocks";

let css: string;
beforeAll(() => {
  css = buildTokenOutputs().tokensCss;
});

const brandNames = brandConfig.map((brand) => brand.name);

describe("given the built tokens.css", () => {
  it("should have one block per brand, selected by data-brand", () => {
    const selectors = parseCssBlocks(css).map((block) => block.selectors);
    for (const brand of brandNames) {
      expect(selectors.filter((list) => list.includes(`[data-brand="${brand}"]`))).toHaveLength(1);
    }
  });

  it("should put the default brand on :root too, so a page without data-brand is styled", () => {
    const defaultBlock = parseCssBlocks(css).find((block) =>
      block.selectors.includes(`[data-brand="${defaultBrandName}"]`),
    );
    expect(defaultBrandName).toBe("master");
    expect(defaultBlock?.selectors).toEqual([":root", '[data-brand="master"]']);
  });

  it("should give every brand the same colour variables, so a nested brand never inherits another's colour", () => {
    const colourNames = (brand: string) =>
      [
        ...(parseCssBlocks(css)
          .find((block) => block.selectors.includes(`[data-brand="${brand}"]`))
          ?.declarations.keys() ?? []),
      ].sort();
    const master = colourNames("master");
    expect(master.length).toBeGreaterThan(30);
    for (const brand of brandNames) expect(colourNames(brand)).toEqual(master);
  });

  it("should name variables --mvpn- plus the token path joined with dashes", () => {
    const master = variablesForBrand(css, "master");
    expect(master.get("--mvpn-color-text-muted")).toBe("#475569");
    expect(master.get("--mvpn-space-4")).toBe("1rem");
    expect(master.get("--mvpn-color-surface")).toBe("#ffffff");
    expect(master.get("--mvpn-color-feedback-error-surface")).toBe("#fef2f2");
  });

  it("should carry each brand's own colours from DESIGN-LANGUAGE.md", () => {
    const expected = {
      master: { brand: "#0b1f44", end: "#12306b", bright: "#14b8a6", accent: "#0f766e" },
      turbo: { brand: "#1e1b4b", end: "#312e81", bright: "#f97316", accent: "#c2410c" },
      signal: { brand: "#111827", end: "#1f2937", bright: "#22c55e", accent: "#15803d" },
    };
    for (const [brand, colours] of Object.entries(expected)) {
      const variables = variablesForBrand(css, brand);
      expect({
        brand: variables.get("--mvpn-color-surface-brand"),
        end: variables.get("--mvpn-color-surface-brand-end"),
        bright: variables.get("--mvpn-color-accent-bright"),
        accent: variables.get("--mvpn-color-accent"),
      }).toEqual(colours);
    }
  });

  it("should keep the raw palette out, so components can only use roles", () => {
    expect(css).not.toMatch(
      /--mvpn-color-(navy|teal|indigo|orange|graphite|slate|green|amber|red|blue)-/,
    );
  });

  it("should declare the tokens every brand shares once, on :root", () => {
    const shared = parseCssBlocks(css).filter((block) => block.selectors.join() === ":root");
    expect(shared).toHaveLength(1);
    expect(shared[0]?.declarations.get("--mvpn-radius-control")).toBe("8px");
    expect(shared[0]?.declarations.get("--mvpn-motion-duration-toast")).toBe("6000ms");
    expect(shared[0]?.declarations.get("--mvpn-size-modal-min")).toBe("19.5rem");
    expect(shared[0]?.declarations.get("--mvpn-size-modal-max")).toBe("26rem");
    expect(shared[0]?.declarations.get("--mvpn-line-height-arabic")).toBe("1.7");
    expect(shared[0]?.declarations.get("--mvpn-line-height-japanese")).toBe("1.8");
  });
});

describe("given one brand's tokens-<brand>.css (issue #14)", () => {
  it("should hold the shared tokens and that brand's colours only, on :root", () => {
    const outputs = buildTokenOutputs();
    const turbo = outputs.brandTokensCss["dist/tokens-turbo.css"] ?? "";
    const selectors = parseCssBlocks(turbo).map((block) => block.selectors);
    expect(selectors).toEqual([[":root"], [":root", '[data-brand="turbo"]']]);
    expect(variablesForBrand(turbo, "turbo").get("--mvpn-color-accent")).toBe(
      variablesForBrand(css, "turbo").get("--mvpn-color-accent"),
    );
    expect(turbo).not.toContain('[data-brand="master"]');
  });
});
