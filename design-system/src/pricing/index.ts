// Pure pricing rules (no React): currencies, price and percent formatting, the
// maximum discount of SPEC.md §4 and the Plan type of §3.
export {
  CURRENCY_SYMBOLS,
  isSupportedCurrency,
  SUPPORTED_CURRENCIES,
  type SupportedCurrency,
} from "./currencies";
export { formatPercent, parseDiscountPercent } from "./discountPercent";
export { type FormatPriceOptions, formatPrice } from "./formatPrice";
export { MAX_DISCOUNT_FLOOR, maxDiscount } from "./maxDiscount";
export type { Amount, Plan } from "./plan";
