/**
 * WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio):
 * 4.5:1 for text, 3:1 for large text and for UI boundaries such as a focus ring.
 */

interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseHexColor(hex: string): Rgba {
  const digits = hex.replace(/^#/, "");
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join("") : digits;
  if (!/^[0-9a-f]{6}(?:[0-9a-f]{2})?$/i.test(full)) throw new Error(`"${hex}" is not a hex colour`);
  const channel = (index: number) => Number.parseInt(full.slice(index, index + 2), 16);
  return {
    r: channel(0),
    g: channel(2),
    b: channel(4),
    a: full.length === 8 ? channel(6) / 255 : 1,
  };
}

function linear(channel: number): number {
  const srgb = channel / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const { r, g, b } = parseHexColor(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A translucent foreground is judged as it looks: blended over the background. */
function flatten(foreground: string, background: string): string {
  const front = parseHexColor(foreground);
  const back = parseHexColor(background);
  if (back.a < 1)
    throw new Error(`The background "${background}" must be opaque to measure contrast`);
  const mix = (f: number, b: number) => Math.round(f * front.a + b * (1 - front.a));
  const hex = (value: number) => value.toString(16).padStart(2, "0");
  return `#${hex(mix(front.r, back.r))}${hex(mix(front.g, back.g))}${hex(mix(front.b, back.b))}`;
}

export function contrastRatio(foreground: string, background: string): number {
  const lighter = relativeLuminance(flatten(foreground, background));
  const darker = relativeLuminance(background);
  const [high, low] = lighter > darker ? [lighter, darker] : [darker, lighter];
  return (high + 0.05) / (low + 0.05);
}
