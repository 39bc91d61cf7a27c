import type { BrandPaymentLogoId } from "../payment-logos/paymentLogoMarks";

/** The card brands the number field recognises, by the logo each shows. */
export type CardBrand = Extract<
  BrandPaymentLogoId,
  "visa" | "mastercard" | "amex" | "discover" | "jcb" | "diners"
>;

// Issuer prefixes (IIN ranges), for the mark beside the number only: the
// payment provider, not this field, decides what a number is.
const BRAND_PREFIXES: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ["amex", /^3[47]/],
  ["diners", /^3(0[0-5]|[689])/],
  ["jcb", /^35(2[89]|[3-8])/],
  ["visa", /^4/],
  ["mastercard", /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/],
  ["discover", /^(6011|65|64[4-9])/],
];

/** Digit groups of a brand's number as printed on the card; other cards are groups of four. */
const GROUPS: Partial<Record<CardBrand, readonly number[]>> = {
  amex: [4, 6, 5],
  diners: [4, 6, 4],
};
const MAX_DIGITS = 19;

export const onlyDigits = (text: string) => text.replace(/\D/g, "");

/** The brand whose prefix the number starts with, for its mark; null until one matches. */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = onlyDigits(number);
  for (const [brand, prefix] of BRAND_PREFIXES) if (prefix.test(digits)) return brand;
  return null;
}

/** A card number as typed, in the groups printed on the card: "4242 4242 4242 4242", "3782 822463 10005". */
export function formatCardNumber(text: string): string {
  const digits = onlyDigits(text);
  const brand = cardBrandOf(digits);
  const groups = brand === null ? undefined : GROUPS[brand];
  if (!groups) return chunk(digits.slice(0, MAX_DIGITS), 4);
  const max = groups.reduce((sum, size) => sum + size, 0);
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= Math.min(digits.length, max)) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(" ");
}

/**
 * An expiry date as typed, "MM/YY": the slash comes with the third digit, a
 * first digit above 1 is a one-digit month ("4" → "04/"), and an autofilled
 * four-digit year keeps its last two digits ("12/2027" → "12/27").
 */
export function formatCardExpiry(text: string): string {
  const longYear = /^\s*(\d{1,2})\s*\/\s*(\d{4})\s*$/.exec(text);
  const digits = longYear
    ? `${longYear[1]?.padStart(2, "0")}${longYear[2]?.slice(2)}`
    : onlyDigits(text);
  const padded = /^[2-9]/.test(digits) ? `0${digits}` : digits;
  const value = padded.slice(0, 4);
  if (value.length < 2) return value;
  if (value.length === 2 && /^[2-9]$/.test(digits)) return `${value}/`;
  return value.length > 2 ? `${value.slice(0, 2)}/${value.slice(2)}` : value;
}

/** A security code: three or four digits. */
export function formatCardCvc(text: string): string {
  return onlyDigits(text).slice(0, 4);
}

function chunk(digits: string, size: number): string {
  return digits.match(new RegExp(`.{1,${size}}`, "g"))?.join(" ") ?? "";
}
