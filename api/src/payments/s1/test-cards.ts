/**
 * The documented test cards of the s1 sandbox (docs/payments.md), the same
 * numbers card providers use in their own test modes. Any expiry date in the
 * future and any 3-digit CVC work with them.
 */
export type CardBehaviour = "succeed" | "decline" | "verify" | "decline_later";

export interface TestCard {
  number: string;
  brand: string;
  behaviour: CardBehaviour;
  /** What happens, for the docs and the sandbox pages. */
  description: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: "4242424242424242",
    brand: "visa",
    behaviour: "succeed",
    description: "Payment succeeds.",
  },
  {
    number: "4000000000000002",
    brand: "visa",
    behaviour: "decline",
    description: "Payment is declined (card_declined).",
  },
  {
    number: "4000002760003184",
    brand: "visa",
    behaviour: "verify",
    description:
      "Payment requires extra verification: the buyer approves or declines on the sandbox verification page.",
  },
  {
    number: "4000000000000341",
    brand: "visa",
    behaviour: "decline_later",
    description:
      "Payment succeeds and the card is saved, but every later charge of it (a renewal) is declined.",
  },
];

/** Digits only: "4242 4242-4242 4242" → "4242424242424242". */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What the sandbox does with a card number. A valid number that is not a
 * test card is declined, like a real card in a provider's test mode.
 */
export function cardBehaviour(digits: string): { brand: string; behaviour: CardBehaviour } {
  const card = TEST_CARDS.find((candidate) => candidate.number === digits);
  if (card) return { brand: card.brand, behaviour: card.behaviour };
  return { brand: brandOf(digits), behaviour: "decline" };
}

function brandOf(digits: string): string {
  if (digits.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return "unknown";
}
