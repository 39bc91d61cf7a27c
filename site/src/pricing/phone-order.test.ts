import { describe, expect, it } from "vitest";
import { phoneOrder } from "./phone-order";

const plan = (id: number, duration_months: number) => ({ id, duration_months });

describe("given the plan list on a phone (issue #38: 24 / 12 / 1 months)", () => {
  it("should put the longest term first whatever order the api lists them in", () => {
    const order = phoneOrder([plan(1, 1), plan(2, 12), plan(3, 24)]);
    expect([...order.entries()].sort((a, b) => a[1] - b[1]).map(([id]) => id)).toEqual([3, 2, 1]);
  });

  it("should give 1-based positions for CSS order", () => {
    const order = phoneOrder([plan(7, 24), plan(8, 1), plan(9, 12)]);
    expect(order.get(7)).toBe(1);
    expect(order.get(9)).toBe(2);
    expect(order.get(8)).toBe(3);
  });

  it("should keep the list's order between plans of the same term", () => {
    const order = phoneOrder([plan(1, 12), plan(2, 12), plan(3, 1)]);
    expect(order.get(1)).toBe(1);
    expect(order.get(2)).toBe(2);
    expect(order.get(3)).toBe(3);
  });
});
