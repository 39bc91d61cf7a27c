/**
 * The card form's own checks, before anything is sent (the tokeniser checks
 * again): the number by length and the Luhn digit, the expiry as a month
 * not yet over, the security code by length. Messages are the page's.
 */

export interface CardInput {
  number: string;
  /** "MM/YY" as typed (spaces and a missing slash tolerated). */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardInput;

export type CardProblem = "missing" | "invalid" | "expired";

export type CardProblems = Partial<Record<CardField, CardProblem>>;

export const digitsOf = (value: string) => value.replace(/\D/g, "");

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "04/29", "4/29", "0429" → { month: 4, year: 2029 }; null when unreadable. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2] as string;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** What is wrong with each field, by the rules above; `{}` when the card can be sent. */
export function checkCard(card: CardInput, now: Date): CardProblems {
  const problems: CardProblems = {};
  const number = digitsOf(card.number);
  if (number === "") problems.number = "missing";
  else if (number.length < 12 || number.length > 19 || !passesLuhn(number))
    problems.number = "invalid";

  if (card.expiry.trim() === "") problems.expiry = "missing";
  else {
    const expiry = parseExpiry(card.expiry);
    if (!expiry) problems.expiry = "invalid";
    // A card is good to the end of its expiry month.
    else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1)
      problems.expiry = "expired";
  }

  const cvc = card.cvc.trim();
  if (cvc === "") problems.cvc = "missing";
  else if (!/^\d{3,4}$/.test(cvc)) problems.cvc = "invalid";
  return problems;
}
