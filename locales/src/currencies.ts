/** SPEC.md §1: the supported currencies and the symbols the product shows for them. */
export const CURRENCY_SYMBOLS = Object.freeze({
  USD: "$",
  AUD: "A$",
  CAD: "CA$",
  GBP: "£",
} as const);

export type SupportedCurrency = keyof typeof CURRENCY_SYMBOLS;

export const SUPPORTED_CURRENCIES = Object.freeze(
  Object.keys(CURRENCY_SYMBOLS) as SupportedCurrency[],
);

export function isSupportedCurrency(code: string): code is SupportedCurrency {
  return Object.hasOwn(CURRENCY_SYMBOLS, code);
}
