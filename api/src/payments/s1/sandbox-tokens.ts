import { randomBytes } from "node:crypto";
import { and, eq, isNull, or } from "drizzle-orm";
import type { AppDb } from "../../db/database.js";
import { sandboxCardTokens } from "../../db/schema/payments.js";
import type { Clock } from "../clock.js";
import {
  type CardBehaviour,
  cardBehaviour,
  normaliseCardNumber,
  passesLuhn,
} from "./test-cards.js";

/** The card details the sandbox tokeniser accepts (never stored, only the last 4 digits). */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A refusal of the tokeniser, worded like a card provider's. */
export class CardError extends Error {
  constructor(
    readonly code:
      | "invalid_number"
      | "invalid_expiry_month"
      | "invalid_expiry_year"
      | "expired_card"
      | "invalid_cvc",
    readonly param: string,
    message: string,
  ) {
    super(message);
    this.name = "CardError";
  }
}

export interface CardToken {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * The s1 sandbox tokeniser: turns card details into a single-use token, the
 * way a card provider's script does in the browser so that card numbers never
 * reach our api. (Here the sandbox is our api, so the number passes through
 * this process but is only checked, never stored or logged.)
 */
export class SandboxCardTokens {
  constructor(
    private readonly db: AppDb,
    private readonly clock: Clock,
  ) {}

  /** @throws CardError when the details cannot be a usable card. */
  async create(card: CardDetails): Promise<CardToken> {
    const digits = normaliseCardNumber(card.number);
    if (!passesLuhn(digits)) {
      throw new CardError("invalid_number", "number", "Your card number is invalid.");
    }
    if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
      throw new CardError(
        "invalid_expiry_month",
        "exp_month",
        "Your card's expiration month is invalid.",
      );
    }
    const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
    const now = this.clock.now();
    if (!Number.isInteger(expYear) || expYear > now.getUTCFullYear() + 50) {
      throw new CardError(
        "invalid_expiry_year",
        "exp_year",
        "Your card's expiration year is invalid.",
      );
    }
    // A card is valid through the last day of its expiry month.
    const firstDayAfterExpiry = Date.UTC(expYear, card.expMonth, 1);
    if (firstDayAfterExpiry <= now.getTime()) {
      throw new CardError("expired_card", "exp_year", "Your card has expired.");
    }
    if (!/^\d{3,4}$/.test(card.cvc)) {
      throw new CardError("invalid_cvc", "cvc", "Your card's security code is invalid.");
    }

    const { brand, behaviour } = cardBehaviour(digits);
    const token: CardToken = {
      id: `tok_sandbox_${randomBytes(12).toString("hex")}`,
      brand,
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear,
    };
    await this.db.insert(sandboxCardTokens).values({
      id: token.id,
      last4: token.last4,
      brand,
      behaviour,
      createdAt: now,
    });
    return token;
  }

  /**
   * Spends a token for an order. A token pays once; the same order may
   * present it again (a retried request) and gets the same card back.
   * Returns undefined for an unknown token or one another order spent.
   */
  async spend(
    tokenId: string,
    orderId: string,
  ): Promise<{ behaviour: CardBehaviour; last4: string; brand: string } | undefined> {
    const [row] = await this.db
      .update(sandboxCardTokens)
      .set({ usedAt: this.clock.now(), usedByOrder: orderId })
      .where(
        and(
          eq(sandboxCardTokens.id, tokenId),
          or(isNull(sandboxCardTokens.usedAt), eq(sandboxCardTokens.usedByOrder, orderId)),
        ),
      )
      .returning();
    if (!row) return undefined;
    return { behaviour: row.behaviour as CardBehaviour, last4: row.last4, brand: row.brand };
  }
}
