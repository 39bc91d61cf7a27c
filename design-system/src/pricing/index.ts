// Formatting money (no React): the currencies and symbols of SPEC.md §1, prices
// and percentages in the page's locale. No pricing rule: discounts and plan
// shapes are the site's.
export {
  CURRENCY_SYMBOLS,
  isSupportedCurrency,
  SUPPORTED_CURRENCIES,
  type SupportedCurrency,
} from "./currencies";
export { formatPercent, parseDiscountPercent } from "./discountPercent";
export { type FormatPriceOptions, formatPrice, type PriceAmount } from "./formatPrice";
