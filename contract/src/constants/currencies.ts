import { CURRENCY_SYMBOLS, type SupportedCurrency } from "@mvpn/locales/currencies";

/**
 * SPEC.md §1: the supported currencies. Their symbols are `@mvpn/locales`'
 * (the design system formats prices with them and must not depend on this
 * package; ADR 0032), re-exported here: one table.
 */
export { CURRENCY_SYMBOLS };
export type Currency = SupportedCurrency;

/** The codes, in the order SPEC.md §1 lists them (USD, AUD, CAD, GBP). */
export const CURRENCIES = /* @__PURE__ */ Object.keys(CURRENCY_SYMBOLS) as [
  Currency,
  ...Currency[],
];

/** The currency plans are quoted in when nothing else is asked for. */
export const BASE_CURRENCY = "USD" satisfies Currency;

/** SPEC.md §1: the country code of each currency (price localisation: US→USD, …). */
export const CURRENCY_COUNTRIES: Readonly<Record<Currency, string>> = {
  USD: "US",
  AUD: "AU",
  CAD: "CA",
  GBP: "GB",
};

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(CURRENCY_SYMBOLS, value);
}

/** The currency of a country (ISO 3166-1 alpha-2, any case); USD for any other or none. */
export function currencyForCountry(country: string | undefined): Currency {
  const code = (country ?? "").trim().toUpperCase();
  const found = CURRENCIES.find((currency) => CURRENCY_COUNTRIES[currency] === code);
  return found ?? BASE_CURRENCY;
}
