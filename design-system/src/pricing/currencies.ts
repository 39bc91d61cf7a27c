/**
 * The currency table lives in `@mvpn/locales/currencies`, with the locale list
 * (ADR 0032). Re-exported by name, so `@mvpn/design-system/currencies` and the
 * root entry keep offering it to sibling brands.
 */
export {
  CURRENCY_SYMBOLS,
  isSupportedCurrency,
  SUPPORTED_CURRENCIES,
  type SupportedCurrency,
} from "@mvpn/locales/currencies";
