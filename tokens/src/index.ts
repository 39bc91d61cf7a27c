/**
 * @mvpn/tokens for TypeScript: the resolved token values per brand and the
 * numbers code needs at run time (toast and scroll timings, breakpoints, modal
 * width). The CSS lives in `@mvpn/tokens/tokens.css`, the Tailwind theme in
 * `@mvpn/tokens/theme.css`, the web fonts in `@mvpn/tokens/fonts.css`.
 */

export { brandAttribute, isBrand } from "./brand";
export { cssVar } from "./css-var";
export {
  appTypeByBrand,
  brands,
  breakpoints,
  cssVariableNames,
  defaultBrand,
  mediaQueries,
  modal,
  motion,
  scroll,
  tokenValues,
  zIndex,
} from "./generated/tokens";
export type { Brand, ColorTokenName, TokenName } from "./token-names";
