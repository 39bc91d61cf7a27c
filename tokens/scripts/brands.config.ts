/**
 * The brands: one design system, three skins (DESIGN-LANGUAGE.md). The app
 * type is the product id each brand reports to the API (SPEC §9: 501 for the
 * default brand). Each brand needs a folder in src/tokens/brands/.
 */
export const brandConfig = [
  { name: "master", appType: 501 },
  { name: "turbo", appType: 502 },
  { name: "signal", appType: 503 },
] as const;

/** The brand on `:root`, used when no `data-brand` attribute is set. */
export const defaultBrandName = "master";
