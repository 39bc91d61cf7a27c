import type { TokenType } from "./token-types";

/**
 * Checks a resolved `$value` against its `$type`. Returns what is wrong, or
 * undefined when the value is fine. Kept strict so a typo in a JSON file fails
 * the build rather than shipping `undefinedpx` in the CSS.
 */

const hexColor = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** CSS Fonts 4's generic families: a stack ends with one, so a name the device lacks still falls on a face. */
const genericFamilies = new Set([
  "serif",
  "sans-serif",
  "monospace",
  "cursive",
  "fantasy",
  "system-ui",
  "ui-serif",
  "ui-sans-serif",
  "ui-monospace",
  "ui-rounded",
]);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function dimensionProblem(value: unknown): string | undefined {
  if (!isRecord(value) || !isFiniteNumber(value.value)) {
    return 'a dimension must be { "value": <number>, "unit": "px" | "rem" | "em" }';
  }
  // DTCG 2025.10 lists px and rem; em is allowed here only because tracking must scale with the size.
  if (!["px", "rem", "em"].includes(value.unit as string)) {
    return `unit ${JSON.stringify(value.unit)} is not px, rem or em`;
  }
  return undefined;
}

function colorProblem(value: unknown): string | undefined {
  return typeof value === "string" && hexColor.test(value)
    ? undefined
    : `${JSON.stringify(value)} is not a hex colour (#RGB, #RRGGBB or #RRGGBBAA)`;
}

function shadowLayerProblem(layer: unknown): string | undefined {
  if (!isRecord(layer)) return "a shadow layer must be an object";
  const colour = colorProblem(layer.color);
  if (colour) return `shadow color: ${colour}`;
  for (const key of ["offsetX", "offsetY", "blur", "spread"]) {
    const problem = dimensionProblem(layer[key]);
    if (problem) return `shadow ${key}: ${problem}`;
  }
  return undefined;
}

const checks: Record<TokenType, (value: unknown) => string | undefined> = {
  color: colorProblem,
  dimension: dimensionProblem,
  duration: (value) =>
    isRecord(value) && isFiniteNumber(value.value) && (value.unit === "ms" || value.unit === "s")
      ? undefined
      : 'a duration must be { "value": <number>, "unit": "ms" | "s" }',
  number: (value) =>
    isFiniteNumber(value) ? undefined : `${JSON.stringify(value)} is not a number`,
  fontFamily: (value) => {
    const names = Array.isArray(value) ? value : [value];
    if (names.length === 0 || !names.every((name) => typeof name === "string" && name !== "")) {
      return "a font family is a name or a non-empty list of names";
    }
    const last = names.at(-1) as string;
    return genericFamilies.has(last)
      ? undefined
      : `the stack must end with a generic family, not "${last}"`;
  },
  fontWeight: (value) =>
    isFiniteNumber(value) && value >= 1 && value <= 1000
      ? undefined
      : "a font weight is a number from 1 to 1000",
  cubicBezier: (value) =>
    Array.isArray(value) &&
    value.length === 4 &&
    value.every(isFiniteNumber) &&
    [value[0], value[2]].every((x) => x !== undefined && x >= 0 && x <= 1)
      ? undefined
      : "a cubic Bézier is [x1, y1, x2, y2] with x1 and x2 between 0 and 1",
  shadow: (value) => {
    const layers = Array.isArray(value) ? value : [value];
    for (const layer of layers) {
      const problem = shadowLayerProblem(layer);
      if (problem) return problem;
    }
    return undefined;
  },
};

export function invalidValueReason(type: TokenType, value: unknown): string | undefined {
  return checks[type](value);
}
