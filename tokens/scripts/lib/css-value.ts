import type { Dimension, Duration, ResolvedToken, ShadowLayer } from "./token-types";

/** Turns a resolved DTCG value into the text of a CSS declaration value. */

function dimension({ value, unit }: Dimension): string {
  return value === 0 ? "0" : `${value}${unit}`;
}

function fontFamily(value: string | string[]): string {
  const generic =
    /^(?:serif|sans-serif|monospace|cursive|fantasy|system-ui|ui-[a-z]+|-apple-system)$/;
  const names = Array.isArray(value) ? value : [value];
  return names.map((name) => (generic.test(name) ? name : `"${name}"`)).join(", ");
}

function shadow(value: ShadowLayer | ShadowLayer[]): string {
  const layers = Array.isArray(value) ? value : [value];
  return layers
    .map((layer) => {
      const parts = [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(dimension);
      return `${layer.inset ? "inset " : ""}${parts.join(" ")} ${layer.color.toLowerCase()}`;
    })
    .join(", ");
}

export function toCssValue(token: Pick<ResolvedToken, "type" | "value">): string {
  switch (token.type) {
    case "color":
      return (token.value as string).toLowerCase();
    case "dimension":
      return dimension(token.value as Dimension);
    case "duration": {
      const { value, unit } = token.value as Duration;
      return `${value}${unit}`;
    }
    case "number":
    case "fontWeight":
      return String(token.value);
    case "fontFamily":
      return fontFamily(token.value as string | string[]);
    case "cubicBezier":
      return `cubic-bezier(${(token.value as number[]).join(", ")})`;
    case "shadow":
      return shadow(token.value as ShadowLayer | ShadowLayer[]);
  }
}

/** Milliseconds of a duration token, for JavaScript timers. */
export function toMilliseconds(value: Duration): number {
  return value.unit === "s" ? value.value * 1000 : value.value;
}
