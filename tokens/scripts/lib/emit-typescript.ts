import type { TokenSet } from "./build-token-set";
import { publicTokensOf } from "./build-token-set";
import { toCssValue, toMilliseconds } from "./css-value";
import { generatedNotice } from "./generated-header";
import { cssVariableName } from "./naming";
import type { Dimension, Duration, ResolvedToken } from "./token-types";

/**
 * src/generated/tokens.ts: every public token's CSS value per brand, plus the
 * numbers JavaScript needs at run time (timers, media queries, scroll offset),
 * taken from the same JSON so CSS and code cannot disagree.
 */

interface BrandInfo {
  name: string;
  appType: number;
}

function tokenIn(tokens: readonly ResolvedToken[], name: string): ResolvedToken {
  const token = tokens.find((candidate) => candidate.name === name);
  if (!token) throw new Error(`tokens.ts needs the token "${name}"`);
  return token;
}

function group(tokens: readonly ResolvedToken[], prefix: string): ResolvedToken[] {
  return tokens.filter((token) => token.name.startsWith(prefix));
}

function pixels(token: ResolvedToken): number {
  const { value, unit } = token.value as Dimension;
  if (unit === "px") return value;
  if (unit === "rem") return value * 16;
  throw new Error(`"${token.name}" is in ${unit}, which has no fixed pixel size`);
}

function lastSegment(token: ResolvedToken): string {
  return token.name.split(".").at(-1) as string;
}

function constant(name: string, value: unknown, doc: string): string {
  return `/** ${doc} */\nexport const ${name} = ${JSON.stringify(value, null, 2)} as const;\n`;
}

export function emitTypeScript(tokenSet: TokenSet, brandInfo: readonly BrandInfo[]): string {
  const tokens = publicTokensOf(tokenSet, tokenSet.defaultBrand);
  const durations = Object.fromEntries(
    group(tokens, "motion.duration.").map((token) => [
      lastSegment(token),
      toMilliseconds(token.value as Duration),
    ]),
  );
  const easings = Object.fromEntries(
    group(tokens, "motion.easing.").map((token) => [lastSegment(token), token.value]),
  );
  const breakpoints = Object.fromEntries(
    group(tokens, "breakpoint.").map((token) => [lastSegment(token), pixels(token)]),
  );
  const unitPx = pixels(tokenIn(tokens, "space.1"));
  const modalMinPx = pixels(tokenIn(tokens, "size.modal.min"));
  const modalMaxPx = pixels(tokenIn(tokens, "size.modal.max"));

  const values = Object.fromEntries(
    tokenSet.brands.map((brand) => [
      brand,
      Object.fromEntries(
        publicTokensOf(tokenSet, brand).map((token) => [token.name, toCssValue(token)]),
      ),
    ]),
  );

  return [
    `// ${generatedNotice}`,
    "",
    constant("brands", tokenSet.brands, "Every brand, in the order of scripts/brands.config.ts."),
    constant(
      "defaultBrand",
      tokenSet.defaultBrand,
      "The brand on :root when no data-brand attribute is set.",
    ),
    constant(
      "appTypeByBrand",
      Object.fromEntries(brandInfo.map((brand) => [brand.name, brand.appType])),
      "The app type each brand reports to the API (SPEC §9: 501 for the default).",
    ),
    constant(
      "cssVariableNames",
      Object.fromEntries(tokens.map((token) => [token.name, cssVariableName(token.name)])),
      "The CSS custom property of every token.",
    ),
    constant("tokenValues", values, "The CSS value of every token, per brand."),
    constant(
      "motion",
      {
        duration: durations,
        easing: easings,
        modalScaleFrom: tokenIn(tokens, "motion.scale.modal-from").value,
      },
      "Durations in milliseconds (toast 6000, scroll 1200: SPEC §9) and easings as cubic-bezier points.",
    ),
    constant(
      "scroll",
      {
        offset: pixels(tokenIn(tokens, "scroll.offset")),
        duration: toMilliseconds(tokenIn(tokens, "scroll.duration").value as Duration),
      },
      "The scroll helper's defaults (SPEC §2/§9): offset in px, duration in ms.",
    ),
    constant(
      "breakpoints",
      breakpoints,
      "Min-width breakpoints in px; md (768) is SPEC's mobile breakpoint.",
    ),
    constant(
      "mediaQueries",
      Object.fromEntries(
        Object.entries(breakpoints).map(([name, px]) => [name, `(min-width: ${px}px)`]),
      ),
      "Ready for matchMedia(): matchMedia(mediaQueries.md).matches is SPEC's mobile flag inverted.",
    ),
    constant(
      "modal",
      {
        unit: toCssValue(tokenIn(tokens, "space.1")),
        unitPx,
        minWidth: modalMinPx / unitPx,
        maxWidth: modalMaxPx / unitPx,
        minWidthPx: modalMinPx,
        maxWidthPx: modalMaxPx,
      },
      "Modal width (SPEC §3/§9) in units of the 4 px spacing step, and in px.",
    ),
    constant(
      "zIndex",
      Object.fromEntries(
        group(tokens, "z-index.").map((token) => [lastSegment(token), token.value]),
      ),
      "Stacking order of overlapping layers.",
    ),
  ].join("\n");
}
