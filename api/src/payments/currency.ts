/**
 * The currencies plans are priced in, and the country → currency rule of the
 * price localisation (US→USD, AU→AUD, CA→CAD, GB→GBP, anywhere else USD).
 */
export const CURRENCIES = ["USD", "AUD", "CAD", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The currency plans are quoted in when nothing else is asked for. */
export const BASE_CURRENCY: Currency = "USD";

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  USD: "$",
  AUD: "A$",
  CAD: "C$",
  GBP: "£",
};

const CURRENCY_BY_COUNTRY: Readonly<Record<string, Currency>> = {
  US: "USD",
  AU: "AUD",
  CA: "CAD",
  GB: "GBP",
};

/** ISO 3166-1 alpha-2 code, any case; unknown or empty → USD. */
export function currencyForCountry(country: string | undefined): Currency {
  return CURRENCY_BY_COUNTRY[(country ?? "").trim().toUpperCase()] ?? BASE_CURRENCY;
}

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}
