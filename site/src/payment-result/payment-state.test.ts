import { describe, expect, it } from "vitest";
import type { OrderResult } from "../api/types";
import { isOpenOrder, orderStateOf } from "./payment-state";
import { orderResult } from "./testing/order-result";

type Status = OrderResult["order_status"];

describe("given every order status of docs/payments.md", () => {
  it.each([
    ["created", {}, { kind: "open" }, true],
    ["pending", { redirect_url: "/sandbox/rz/checkout/x?sig=s" }, { kind: "open" }, true],
    [
      "requires_action",
      { redirect_url: "/sandbox/s1/verify/x?sig=s" },
      { kind: "action", redirectUrl: "/sandbox/s1/verify/x?sig=s" },
      true,
    ],
    ["requires_action", {}, { kind: "open" }, true],
    ["succeeded", {}, { kind: "paid" }, false],
    [
      "declined",
      { failure_reason: "Your card was declined." },
      { kind: "declined", planId: 2 },
      false,
    ],
    ["abandoned", {}, { kind: "abandoned", planId: 2 }, false],
    ["expired", {}, { kind: "expired", planId: 2 }, false],
  ] as const)("should read %s (%o) as %o", (status, extra, state, open) => {
    expect(orderStateOf(orderResult(status, extra))).toEqual(state);
    expect(isOpenOrder(orderResult(status, extra))).toBe(open);
  });

  it("should read ps's active as paid (SPEC.md §4)", () => {
    const active = orderResult("succeeded", { provider: "ps", status: "active" });
    expect(orderStateOf(active)).toEqual({ kind: "paid" });
    expect(isOpenOrder(active)).toBe(false);
  });

  it("should read paid: true as paid whatever the status says", () => {
    expect(orderStateOf(orderResult("pending", { paid: true }))).toEqual({ kind: "paid" });
  });

  it("should keep polling a status it does not know", () => {
    // A status a newer api may add: not in today's list, so cast past the type.
    const future = orderResult("refunding" as Status);
    expect(orderStateOf(future)).toEqual({ kind: "open" });
    expect(isOpenOrder(future)).toBe(true);
  });

  it("should have no plan to go back to without a plan id", () => {
    expect(orderStateOf(orderResult("declined", { plan_id: 0 }))).toEqual({
      kind: "declined",
      planId: null,
    });
  });
});
