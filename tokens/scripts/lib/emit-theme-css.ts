import { publicTokensOf, type TokenSet } from "./build-token-set";
import { toCssValue } from "./css-value";
import { generatedNotice } from "./generated-header";
import { cssVariableName, tailwindColorName } from "./naming";
import type { ResolvedToken } from "./token-types";

/**
 * The Tailwind v4 theme: each Tailwind namespace points at our variables, so
 * `bg-surface` follows `data-brand` at run time. `inline` makes utilities use
 * `var(--mvpn-…)` directly instead of Tailwind's own copy of the variable,
 * which would be resolved once at :root and ignore a nested brand.
 */

interface ThemeRule {
  /** Token names starting with this prefix are mapped… */
  prefix: string;
  /** …to this Tailwind variable (the rest of the name is what follows the prefix), or skipped on null. */
  variable: (rest: string, token: ResolvedToken) => string | null;
  /** Media queries cannot read custom properties, so breakpoints are written as literals. */
  literal?: boolean;
}

const sizeSteps = new Set(["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl"]);

const themeRules: readonly ThemeRule[] = [
  { prefix: "color.", variable: (_rest, token) => `--color-${tailwindColorName(token.name)}` },
  { prefix: "font.family.", variable: (rest) => `--font-${rest}` },
  { prefix: "font.size.", variable: (rest) => `--text-${rest}` },
  { prefix: "font.weight.", variable: (rest) => `--font-weight-${rest}` },
  // The size-named line heights are paired with their size below, not exposed as leading-*.
  {
    prefix: "line-height.",
    variable: (rest) => (sizeSteps.has(rest) ? null : `--leading-${rest}`),
  },
  { prefix: "letter-spacing.", variable: (rest) => `--tracking-${rest}` },
  { prefix: "radius.", variable: (rest) => `--radius-${rest}` },
  { prefix: "shadow.", variable: (rest) => `--shadow-${rest}` },
  { prefix: "motion.easing.", variable: (rest) => `--ease-${rest}` },
  { prefix: "breakpoint.", variable: (rest) => `--breakpoint-${rest}`, literal: true },
  // min-w-modal-min, max-w-modal-max, max-w-content
  { prefix: "size.modal.", variable: (rest) => `--container-modal-${rest}` },
  { prefix: "size.content-max", variable: () => "--container-content" },
];

function mappedDeclarations(tokens: readonly ResolvedToken[]): string[] {
  const lineHeights = new Map(
    tokens
      .filter((token) => token.name.startsWith("line-height."))
      .map((token) => [token.name, token]),
  );
  const lines: string[] = [];
  // Rule by rule, so the file reads as sections: colours, fonts, sizes…
  for (const rule of themeRules) {
    for (const token of tokens.filter((candidate) => candidate.name.startsWith(rule.prefix))) {
      const variable = rule.variable(token.name.slice(rule.prefix.length), token);
      if (!variable) continue;
      const value = rule.literal ? toCssValue(token) : `var(${cssVariableName(token.name)})`;
      lines.push(`  ${variable}: ${value};`);
      const step = token.name.startsWith("font.size.") ? token.name.slice("font.size.".length) : "";
      const lineHeight = lineHeights.get(`line-height.${step}`);
      if (lineHeight)
        lines.push(`  ${variable}--line-height: var(${cssVariableName(lineHeight.name)});`);
    }
  }
  return lines;
}

export function emitThemeCss(tokenSet: TokenSet): string {
  const tokens = publicTokensOf(tokenSet, tokenSet.defaultBrand);
  const spacingUnit = tokens.find((token) => token.name === "space.1");
  if (!spacingUnit) throw new Error('theme.css needs "space.1", the 4 px spacing unit');
  return [
    `/* ${generatedNotice} */`,
    '/* Import after tailwindcss: @import "tailwindcss"; @import "@mvpn/tokens/theme.css"; @import "@mvpn/tokens/tokens.css"; */',
    "@theme inline {",
    "  /* Only our colour roles exist: no raw palette utilities such as bg-blue-500. */",
    "  --color-*: initial;",
    "  /* p-4 = 16px: Tailwind's spacing unit is our 4 px step (space.1). */",
    `  --spacing: ${toCssValue(spacingUnit)};`,
    ...mappedDeclarations(tokens),
    "}",
    "",
  ].join("\n");
}
