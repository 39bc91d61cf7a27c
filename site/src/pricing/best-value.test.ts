import { describe, expect, it } from "vitest";
import { bestValuePlanId } from "./best-value";
import { prerenderedPlans } from "./prerendered-plans";

describe("given a plan list", () => {
  it("should call the plan with the highest discount the best value", () => {
    expect(
      bestValuePlanId([
        { id: 1, discount_percent: "0%" },
        { id: 2, discount_percent: "54%" },
        { id: 3, discount_percent: "62%" },
      ]),
    ).toBe(3);
  });

  it("should prefer the longer term on a tie", () => {
    expect(
      bestValuePlanId([
        { id: 2, discount_percent: "60%" },
        { id: 3, discount_percent: "60%" },
      ]),
    ).toBe(3);
  });

  it("should name none when no plan has a discount, or a discount is unreadable", () => {
    expect(bestValuePlanId([{ id: 1, discount_percent: "0%" }])).toBeNull();
    expect(bestValuePlanId([{ id: 1, discount_percent: "abc" }])).toBeNull();
    expect(bestValuePlanId([])).toBeNull();
  });

  it("should pick the 24-month plan of the seeded default set (62 %)", () => {
    expect(bestValuePlanId(prerenderedPlans().list)).toBe(3);
  });
});
