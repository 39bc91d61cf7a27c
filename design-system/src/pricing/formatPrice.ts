import { numberLocale } from "../locale/numberLocale";
import { CURRENCY_SYMBOLS, isSupportedCurrency } from "./currencies";
import { stripBidiMarks } from "./stripBidiMarks";

/** A price as a number or a decimal string such as "59.88", formatted as written. */
export type PriceAmount = number | string;

export interface FormatPriceOptions {
  /**
   * The symbol to show for a currency outside SPEC.md §1 (say "€"). The
   * four supported currencies always get their own.
   */
  symbol?: string;
}

/**
 * Formats a price with exactly 2 decimals (SPEC.md §5 "scales to 2 decimals",
 * half away from zero) and the symbol SPEC.md §1 gives its currency: $, A$,
 * CA$, £.
 *
 * Intl places the symbol and picks the separators for the locale (`$59.88`,
 * `59,88 $`, `£ 59,88`), but its symbols vary: German prints AU$, French $AU,
 * Polish AUD, Arabic US$. So the currency part Intl returns is swapped for
 * the SPEC symbol and the rest of the locale's pattern is kept.
 *
 * A number is rounded from its shortest decimal form (`String(4.995)` is
 * "4.995"), so 4.995 gives 5.00 although the binary double is just below it.
 */
export function formatPrice(
  amount: PriceAmount,
  currency: string,
  locale: string,
  options: FormatPriceOptions = {},
): string {
  const code = currency.trim().toUpperCase();
  const value = toDecimalString(amount);
  const formatter = new Intl.NumberFormat(numberLocale(locale), {
    style: "currency",
    currency: code,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const symbol = isSupportedCurrency(code) ? CURRENCY_SYMBOLS[code] : options.symbol;
  const text = formatter
    .formatToParts(value)
    .map((part) => (part.type === "currency" && symbol ? symbol : part.value))
    .join("");
  return stripBidiMarks(text);
}

type DecimalString = `${number}`;

function toDecimalString(amount: PriceAmount): DecimalString {
  const text = typeof amount === "number" ? String(amount) : amount.trim();
  if (text === "" || !Number.isFinite(Number(text))) {
    throw new RangeError(`Not a price: ${JSON.stringify(amount)}`);
  }
  return text as DecimalString;
}
