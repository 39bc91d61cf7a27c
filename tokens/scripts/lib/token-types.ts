/**
 * The shapes the build works with. Values follow the DTCG format (2025.10):
 * dimensions and durations are `{ value, unit }` objects, colours are hex
 * strings (the form every DTCG tool still reads), aliases are `{group.token}`.
 */

export const tokenTypes = [
  "color",
  "dimension",
  "duration",
  "number",
  "fontFamily",
  "fontWeight",
  "cubicBezier",
  "shadow",
] as const;

export type TokenType = (typeof tokenTypes)[number];

/** Where a token was declared; later layers may override earlier ones (brand over shared). */
export type TokenLayer = "base" | "functional" | "brand";

export interface Dimension {
  value: number;
  unit: "px" | "rem" | "em";
}

export interface Duration {
  value: number;
  unit: "ms" | "s";
}

export interface ShadowLayer {
  color: string;
  offsetX: Dimension;
  offsetY: Dimension;
  blur: Dimension;
  spread: Dimension;
  inset?: boolean;
}

/** A token as read from a file: `$type` inherited from its groups, `$value` possibly an alias. */
export interface SourceToken {
  /** Dotted path with a trailing `$root` removed: `color.surface`, `color.surface.raised`. */
  name: string;
  type: TokenType | undefined;
  value: unknown;
  description: string | undefined;
  /** File the token came from, relative to src/tokens, for error messages. */
  source: string;
  layer: TokenLayer;
}

/** A token whose aliases are all replaced by the values they point to. */
export interface ResolvedToken extends SourceToken {
  type: TokenType;
  /** The token this one aliases directly, if its whole `$value` was an alias. */
  aliasOf: string | undefined;
}
