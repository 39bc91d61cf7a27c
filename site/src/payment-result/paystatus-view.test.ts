import { TRIAL_USED_REASON } from "@mvpn/contract/constants";
import { describe, expect, it } from "vitest";
import type { OrderResult } from "../api/types";
import { actionUrl } from "./destinations";
import { type ViewContext, viewOfEvent } from "./paystatus-view";
import type { PollEvent } from "./poll-purchase-result";
import { ORDER_ID as ORDER, orderResult } from "./testing/order-result";

const context = (locale = "en"): ViewContext => ({
  locale,
  query: { orderId: ORDER, provider: "rz" },
  apiBase: "",
  origin: "https://mvpn.example",
});
const answer = (
  order_status: OrderResult["order_status"],
  extra: Partial<OrderResult> = {},
): PollEvent => ({
  type: "answer",
  final: false,
  // Plan 3 at its two-year price: the checkout a declined payment goes back to.
  result: orderResult(order_status, { plan_id: 3, amount: "119.76", ...extra }),
});

describe("given /paystatus's states", () => {
  it("should confirm while the order is created or pending", () => {
    expect(viewOfEvent(answer("created"), context())).toEqual({ kind: "open" });
    expect(viewOfEvent(answer("pending"), context())).toEqual({ kind: "open" });
  });

  it("should send a buyer whose bank wants a check to the order's page, on the api's origin", () => {
    const view = viewOfEvent(
      answer("requires_action", { redirect_url: "/sandbox/s1/verify/o?sig=s" }),
      { ...context(), apiBase: "https://api.mvpn.example" },
    );
    expect(view).toEqual({
      kind: "action",
      continueUrl: "https://api.mvpn.example/sandbox/s1/verify/o?sig=s",
    });
  });

  it.each([
    ["en", `/paysuc?order=${ORDER}&provider=rz`],
    ["ar", `/ar/paysuc?order=${ORDER}&provider=rz`],
  ])("should move a paid order on to /paysuc in %s", (locale, next) => {
    expect(viewOfEvent(answer("succeeded"), context(locale))).toEqual({ kind: "paid", next });
  });

  it.each(["declined", "abandoned", "expired"] as const)(
    "should send a %s order back to its checkout with the plan chosen",
    (status) => {
      expect(viewOfEvent(answer(status), context("de"))).toEqual({
        kind: status,
        next: `/de/pricing/checkout/3?payment=${status}&method=rz`,
      });
    },
  );

  it("should stay and say it in words when the answer names no plan", () => {
    expect(viewOfEvent(answer("declined", { plan_id: 0 }), context())).toEqual({
      kind: "declined",
      next: null,
    });
  });

  it("should say the trial was already had, not send the buyer back to the same trial checkout (issue #35, finding 2)", () => {
    const refused = answer("declined", { failure_reason: TRIAL_USED_REASON, plan_id: 25 });
    expect(viewOfEvent(refused, context("de"))).toEqual({ kind: "trial-used" });
  });

  it("should map the poll's own ends", () => {
    expect(viewOfEvent({ type: "waiting" }, context())).toEqual({ kind: "waiting" });
    expect(viewOfEvent({ type: "unreachable" }, context())).toEqual({ kind: "unreachable" });
    expect(viewOfEvent({ type: "failed", reason: {} }, context())).toEqual({ kind: "failed" });
  });
});

describe("given a redirect_url to continue to", () => {
  it("should resolve a path against this origin when the api shares it", () => {
    expect(actionUrl("/sandbox/rz/checkout/o?sig=s", "", "https://mvpn.example")).toBe(
      "https://mvpn.example/sandbox/rz/checkout/o?sig=s",
    );
  });

  it("should keep a provider's absolute https page", () => {
    expect(actionUrl("https://bank.example/3ds?x=1", "", "https://mvpn.example")).toBe(
      "https://bank.example/3ds?x=1",
    );
  });

  it.each(["javascript:alert(1)", " data:text/html,x", "ftp://x.example/"])(
    "should refuse %s",
    (url) => {
      expect(actionUrl(url, "", "https://mvpn.example")).toBeNull();
    },
  );
});
