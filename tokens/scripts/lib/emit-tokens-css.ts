import { publicTokensOf, type TokenSet } from "./build-token-set";
import { toCssValue } from "./css-value";
import { generatedNotice } from "./generated-header";
import { cssVariableName } from "./naming";
import type { ResolvedToken } from "./token-types";

/** The attribute that selects a brand: `<html data-brand="turbo">`. */
export const brandAttribute = "data-brand";

export function brandSelector(brand: string): string {
  return `[${brandAttribute}="${brand}"]`;
}

function block(selectors: readonly string[], tokens: readonly ResolvedToken[]): string {
  const declarations = tokens.map(
    (token) => `  ${cssVariableName(token.name)}: ${toCssValue(token)};`,
  );
  return `${selectors.join(",\n")} {\n${declarations.join("\n")}\n}\n`;
}

/**
 * Colours, and anything a brand overrides, go in one block per brand so a
 * `data-brand` attribute anywhere in the page re-skins that subtree. Tokens
 * that are the same for every brand are declared once on :root. The default
 * brand's block also matches :root, so a page without the attribute gets it.
 */
export function isBrandScoped(tokenSet: TokenSet, name: string): boolean {
  if (name.startsWith("color.")) return true;
  const values = tokenSet.brands.map((brand) => {
    const token = publicTokensOf(tokenSet, brand).find((candidate) => candidate.name === name);
    return token ? toCssValue(token) : undefined;
  });
  return new Set(values).size > 1;
}

/**
 * One brand only (`tokens-<brand>.css`): the shared tokens and that brand's
 * block, on :root and its data-brand. For a site that is one brand: the other
 * brands' colours would be render-blocking bytes it never applies (issue #14).
 */
export function emitBrandTokensCss(tokenSet: TokenSet, brand: string): string {
  const defaults = publicTokensOf(tokenSet, tokenSet.defaultBrand);
  const shared = defaults.filter((token) => !isBrandScoped(tokenSet, token.name));
  const scoped = publicTokensOf(tokenSet, brand).filter((token) =>
    isBrandScoped(tokenSet, token.name),
  );
  return [
    `/* ${generatedNotice} */\n`,
    "/* Tokens every brand shares. */",
    block([":root"], shared),
    `/* Brand "${brand}" alone, also on :root. */\n${block([":root", brandSelector(brand)], scoped)}`,
  ].join("\n");
}

export function emitTokensCss(tokenSet: TokenSet): string {
  const defaults = publicTokensOf(tokenSet, tokenSet.defaultBrand);
  const shared = defaults.filter((token) => !isBrandScoped(tokenSet, token.name));
  const scoped = (brand: string) =>
    publicTokensOf(tokenSet, brand).filter((token) => isBrandScoped(tokenSet, token.name));

  const blocks = [
    `/* ${generatedNotice} */\n`,
    "/* Tokens every brand shares. */",
    block([":root"], shared),
    ...tokenSet.brands.map((brand) => {
      const selectors =
        brand === tokenSet.defaultBrand ? [":root", brandSelector(brand)] : [brandSelector(brand)];
      const note = brand === tokenSet.defaultBrand ? " (the default, also on :root)" : "";
      return `/* Brand "${brand}"${note}. */\n${block(selectors, scoped(brand))}`;
    }),
  ];
  return blocks.join("\n");
}
