import { describe, expect, it, vi } from "vitest";
import type { OrderResult } from "../api/types";
import { newAttempt } from "./attempt";
import { type CheckoutPort, pay } from "./pay";

const order = (changes: Partial<OrderResult> = {}): OrderResult => ({
  order_id: "0f8f5a8e-5d0b-4b61-9d57-2d9b8a0a1c11",
  provider: "rz",
  status: "pending",
  order_status: "pending",
  paid: false,
  plan_id: 2,
  amount: "71.88",
  currency: "USD",
  trial: false,
  ...changes,
});

function fakePort(overrides: Partial<CheckoutPort> = {}): CheckoutPort {
  return {
    redirectPurchase: vi.fn(async () => order({ redirect_url: "/sandbox/rz/checkout/o?sig=s" })),
    tokenizeCard: vi.fn(async () => ({ token: "tok_sandbox_1" })),
    cardPurchase: vi.fn(async () => order({ provider: "s1", paid: true, status: "succeeded" })),
    walletPurchase: vi.fn(async () => order({ provider: "gap", paid: true, status: "succeeded" })),
    ...overrides,
  };
}

const CARD = { number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123" };
const base = { currency: "GBP" as const, returnUrl: "/ar/paystatus" };

/** Pay for plan 2 with the test card through s1, on this port. */
const payByCard = (port: CheckoutPort) =>
  pay({ ...base, port, provider: "s1", attempt: newAttempt(2, "s1"), card: CARD });

describe("given a press of Pay at checkout", () => {
  it.each(["pd", "ps", "rz", "tpa", "so"] as const)(
    "should send a %s buyer to the provider's page, with the attempt's order id and Idempotency-Key",
    async (provider) => {
      const port = fakePort();
      const attempt = newAttempt(2, provider);
      const outcome = await pay({ ...base, port, provider, attempt });
      expect(outcome).toMatchObject({ kind: "redirect", url: "/sandbox/rz/checkout/o?sig=s" });
      expect(port.redirectPurchase).toHaveBeenCalledWith(
        provider,
        { plan_id: 2, currency: "GBP", order_id: attempt.orderId, return_url: "/ar/paystatus" },
        attempt.key,
      );
    },
  );

  it("should tokenise the card with its digits and expiry, then charge the token", async () => {
    const port = fakePort();
    const attempt = newAttempt(2, "s1");
    const outcome = await pay({ ...base, port, provider: "s1", attempt, card: CARD });
    expect(port.tokenizeCard).toHaveBeenCalledWith({
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2029,
      cvc: "123",
    });
    expect(port.cardPurchase).toHaveBeenCalledWith(
      expect.objectContaining({ token: "tok_sandbox_1", order_id: attempt.orderId }),
      attempt.key,
    );
    expect(outcome.kind).toBe("paid");
  });

  it("should send a card that needs verification to the verification page", async () => {
    const port = fakePort({
      cardPurchase: vi.fn(async () =>
        order({ order_status: "requires_action", redirect_url: "/sandbox/s1/verify/o?sig=s" }),
      ),
    });
    const outcome = await payByCard(port);
    expect(outcome).toMatchObject({ kind: "redirect", url: "/sandbox/s1/verify/o?sig=s" });
  });

  it("should report a declined card as declined, with the order", async () => {
    const port = fakePort({
      cardPurchase: vi.fn(async () =>
        order({
          status: "declined",
          order_status: "declined",
          failure_reason: "Your card was declined.",
        }),
      ),
    });
    const outcome = await payByCard(port);
    expect(outcome.kind).toBe("declined");
  });

  it.each([
    ["invalid_number", "number", "invalid"],
    ["expired_card", "expiry", "expired"],
    ["invalid_expiry_year", "expiry", "invalid"],
    ["invalid_cvc", "cvc", "invalid"],
  ])(
    "should put the tokeniser's %s on the %s field and create no order",
    async (code, field, problem) => {
      const port = fakePort({ tokenizeCard: vi.fn(async () => ({ error: { code } })) });
      const outcome = await payByCard(port);
      expect(outcome).toEqual({ kind: "card-problem", field, problem });
      expect(port.cardPurchase).not.toHaveBeenCalled();
    },
  );

  it("should charge the wallet's token in one call", async () => {
    const port = fakePort();
    const outcome = await pay({
      ...base,
      port,
      provider: "gap",
      attempt: newAttempt(2, "gap"),
      walletToken: "gap_sandbox_approve",
    });
    expect(port.walletPurchase).toHaveBeenCalledWith(
      expect.objectContaining({ payment_token: "gap_sandbox_approve" }),
      expect.any(String),
    );
    expect(outcome.kind).toBe("paid");
  });

  it.each([
    [{ code: 503, message: "down" }, "unavailable"],
    [{ code: 429, message: "slow down" }, "busy"],
    [{ code: 403, message: "partner" }, "partner"],
    [{ code: 409, message: "clash" }, "conflict"],
    [{ code: 400, message: "plan_id must be a positive whole number" }, "rejected"],
    [{ code: 500, message: "oops" }, "network"],
    ["error", "network"],
    [new Error("Network Error"), "network"],
  ])("should read the failure %j as %s, never throw", async (reason, failure) => {
    const port = fakePort({ redirectPurchase: vi.fn(async () => Promise.reject(reason)) });
    const outcome = await pay({ ...base, port, provider: "rz", attempt: newAttempt(2, "rz") });
    expect(outcome).toMatchObject({ kind: "failed", failure });
  });
});
