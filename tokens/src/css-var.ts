import { cssVariableNames } from "./generated/tokens";
import type { TokenName } from "./token-names";

/**
 * `var(--mvpn-…)` for a token, for the rare style that cannot be a Tailwind
 * utility (inline SVG fills, canvas). The value follows `data-brand`.
 */
export function cssVar(name: TokenName): string {
  return `var(${cssVariableNames[name]})`;
}
