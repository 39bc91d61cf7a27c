/**
 * Money as integer minor units (cents), never floats: every amount the api
 * stores or adds up is an integer, and it only becomes a decimal string at the
 * edge (JSON). Rounding is half away from zero on the decimal value as written
 * (SPEC.md §5 "scales to 2 decimals"; 4.995 → "5.00" even though the double
 * nearest to 4.995 lies below it).
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d*))?$/;

/**
 * "71.88" → 7188, 4.995 → 500, 9.999 → 1000. Numbers are read through their
 * shortest decimal representation (String(4.995) === "4.995"), so the rounding
 * follows the digits a person wrote, not the binary double.
 *
 * @throws RangeError for anything that is not a plain decimal (exponents, NaN, "", "1e3").
 */
export function toMinorUnits(value: number | string): number {
  const text = typeof value === "number" ? numberToPlainDecimal(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, whole = "0", fraction = ""] = match;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  // Half away from zero: the third decimal decides, whatever follows it.
  const roundUp = Number(fraction.charAt(2) || "0") >= 5;
  const magnitude = cents + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`Amount too large: ${text}`);
  return sign && magnitude !== 0 ? -magnitude : magnitude;
}

/** 7188 → "71.88", 5 → "0.05", -150 → "-1.50". */
export function formatMinorUnits(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an integer amount: ${minor}`);
  const sign = minor < 0 ? "-" : "";
  const magnitude = Math.abs(minor);
  const whole = Math.floor(magnitude / 100);
  const cents = String(magnitude % 100).padStart(2, "0");
  return `${sign}${whole}.${cents}`;
}

/** The same rounding as a decimal string: 9.999 → "10.00" (the price_rounding vectors). */
export function roundToCents(value: number | string): string {
  return formatMinorUnits(toMinorUnits(value));
}

/** 7188 → 71.88 as a JSON number, for callers that want numbers (the price-localisation imitation). */
export function minorUnitsToNumber(minor: number): number {
  return Number(formatMinorUnits(minor));
}

/**
 * `numerator / denominator` of two non-negative integers, rounded half away
 * from zero, in integer arithmetic (no float division to round afterwards).
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator <= 0 || numerator < 0) throw new RangeError("divideRounded wants n ≥ 0, d > 0");
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Whole percent saved against the list price, half away from zero:
 * list 155.88, paid 71.88 → 54. Never below 0 (a price above the list price
 * is no discount).
 */
export function discountPercent(listMinor: number, amountMinor: number): number {
  if (listMinor <= 0 || amountMinor >= listMinor) return 0;
  return divideRounded(100 * (listMinor - amountMinor), listMinor);
}

function numberToPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const text = String(value);
  // 1e-7 and 1e21 come out in exponent form; toFixed(20) is plain and, for such
  // magnitudes, exact enough (they are not prices).
  return /e/i.test(text) ? value.toFixed(20) : text;
}
