import { describe, expect, it } from "vitest";
import type { PlanList } from "../../api/types";
import { checkoutReducer, initialCheckout } from "./checkout-state";

const plans = { list: [], currency: "USD" } as unknown as PlanList;
const opened = (planId: string | null = "12") => initialCheckout(plans, ["s1", "ps", "rz"], planId);

describe("given the checkout's state", () => {
  it("should open as the prerendered HTML has it: the first method, no notice, the picker folded with a plan", () => {
    expect(opened()).toMatchObject({ method: "s1", notice: null, choosingPlan: false });
    expect(opened(null).choosingPlan).toBe(true);
    expect(initialCheckout(plans, [], "12").method).toBeNull();
  });

  it("should take the address's method (back from a provider) until the visitor picks one", () => {
    const back = checkoutReducer(opened(), {
      type: "offered",
      providers: ["s1", "ps", "rz"],
      fromAddress: "ps",
    });
    expect(back.method).toBe("ps");
    const picked = checkoutReducer(back, { type: "pick-method", method: "rz" });
    expect(picked.method).toBe("rz");
    const again = checkoutReducer(picked, {
      type: "offered",
      providers: ["s1", "ps", "rz"],
      fromAddress: "ps",
    });
    expect(again.method).toBe("rz");
  });

  it("should only ever hold a method the api offers", () => {
    const state = checkoutReducer(opened(), {
      type: "offered",
      providers: ["ps", "rz"],
      fromAddress: "nope",
    });
    expect(state.method).toBe("ps");
    expect(
      checkoutReducer(state, { type: "offered", providers: [], fromAddress: null }).method,
    ).toBeNull();
  });

  it("should clear the notice when the visitor picks another method", () => {
    const noticed = checkoutReducer(opened(), {
      type: "notice",
      notice: { tone: "error", title: { id: "t" }, body: { id: "b" } },
    });
    expect(checkoutReducer(noticed, { type: "pick-method", method: "ps" }).notice).toBeNull();
  });

  it("should show a price change until another plan is chosen", () => {
    const changed = checkoutReducer(opened(), {
      type: "price-changed",
      plans,
      change: { from: "9.99", to: "11.99" },
    });
    expect(changed.priceChange).toEqual({ from: "9.99", to: "11.99" });
    const reopened = checkoutReducer(changed, { type: "choose-plan" });
    expect(reopened.choosingPlan).toBe(true);
    expect(checkoutReducer(reopened, { type: "plan-chosen" })).toMatchObject({
      priceChange: null,
      choosingPlan: false,
    });
  });
});
