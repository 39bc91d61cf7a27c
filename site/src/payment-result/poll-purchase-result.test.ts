import { describe, expect, it } from "vitest";
import type { OrderResult } from "../api/types";
import { fakeClockEachTest } from "../testing/fake-clock";
import { POLL_TIMING } from "./poll-purchase-result";
import { orderResult } from "./testing/order-result";
import { fakeVisibility, seconds, startPoll } from "./testing/poll-harness";

fakeClockEachTest();

describe("given docs/payments.md's polling of purchase_result", () => {
  it("should use the documented numbers: 2 s for 30 s, then 5 s, 5 minutes in all, 3 failures", () => {
    expect(POLL_TIMING).toEqual({
      fastIntervalMs: 2_000,
      fastPhaseMs: 30_000,
      slowIntervalMs: 5_000,
      budgetMs: 300_000,
      unreachableAfter: 3,
    });
  });

  describe("given an order that stays pending", () => {
    it("should call at once, then every 2 s for the first 30 s (16 calls at 0, 2, … 30 s)", async () => {
      const { fetchResult, poll } = startPoll([orderResult("pending")]);
      await seconds(0);
      expect(fetchResult).toHaveBeenCalledTimes(1);
      await seconds(1.9);
      expect(fetchResult).toHaveBeenCalledTimes(1);
      await seconds(0.1);
      expect(fetchResult).toHaveBeenCalledTimes(2);
      await seconds(28);
      expect(fetchResult).toHaveBeenCalledTimes(16);
      poll.stop();
    });

    it("should then call every 5 s up to 5 minutes (70 calls), and end in waiting", async () => {
      const { fetchResult, events } = startPoll([orderResult("pending")]);
      await seconds(30);
      expect(fetchResult).toHaveBeenCalledTimes(16);
      await seconds(4.9);
      expect(fetchResult).toHaveBeenCalledTimes(16);
      await seconds(0.1);
      expect(fetchResult).toHaveBeenCalledTimes(17);
      await seconds(265);
      // 0–30 s: 16 calls; 35–300 s: 54 calls.
      expect(fetchResult).toHaveBeenCalledTimes(70);
      expect(events.at(-1)).toEqual({ type: "waiting" });
      await seconds(600);
      expect(fetchResult).toHaveBeenCalledTimes(70);
    });

    it("should report each open answer as not final", async () => {
      const { events, poll } = startPoll([orderResult("created"), orderResult("requires_action")]);
      await seconds(2);
      expect(events.map((event) => event.type === "answer" && event.final)).toEqual([false, false]);
      poll.stop();
    });
  });

  describe("given an order that becomes final", () => {
    it.each(["succeeded", "declined", "abandoned", "expired"] as const)(
      "should stop at the first %s answer",
      async (status) => {
        const { fetchResult, events } = startPoll([orderResult("pending"), orderResult(status)]);
        await seconds(2);
        expect(events.at(-1)).toMatchObject({ type: "answer", final: true });
        await seconds(60);
        expect(fetchResult).toHaveBeenCalledTimes(2);
      },
    );

    it("should stop at ps's active", async () => {
      const { fetchResult, events } = startPoll([
        orderResult("succeeded", { provider: "ps", status: "active" }),
      ]);
      await seconds(10);
      expect(fetchResult).toHaveBeenCalledTimes(1);
      expect(events).toHaveLength(1);
    });
  });

  describe("given a hidden tab", () => {
    it("should pause while hidden and call at once on return", async () => {
      const tab = fakeVisibility();
      const { fetchResult, poll } = startPoll([orderResult("pending")], tab.visibility);
      await seconds(1);
      tab.hide();
      await seconds(120);
      expect(fetchResult).toHaveBeenCalledTimes(1);
      tab.show();
      await seconds(0);
      expect(fetchResult).toHaveBeenCalledTimes(2);
      // Visible time so far is 1 s: still the 2 s pace.
      await seconds(2);
      expect(fetchResult).toHaveBeenCalledTimes(3);
      poll.stop();
    });

    it("should not count hidden time towards the 5 minutes", async () => {
      const tab = fakeVisibility();
      const { fetchResult, events, poll } = startPoll([orderResult("pending")], tab.visibility);
      await seconds(10);
      tab.hide();
      await seconds(10 * 60);
      tab.show();
      await seconds(0);
      expect(events.some((event) => event.type === "waiting")).toBe(false);
      const calls = fetchResult.mock.calls.length;
      await seconds(2);
      expect(fetchResult.mock.calls.length).toBe(calls + 1);
      poll.stop();
    });

    it("should not call on return when no call was due", async () => {
      const tab = fakeVisibility();
      const { fetchResult, poll } = startPoll([orderResult("succeeded")], tab.visibility);
      await seconds(1);
      tab.hide();
      tab.show();
      await seconds(5);
      expect(fetchResult).toHaveBeenCalledTimes(1);
      poll.stop();
    });
  });

  describe("given a slow api", () => {
    it("should never have more than one call in flight", async () => {
      const tab = fakeVisibility();
      let inFlight = 0;
      let most = 0;
      const slow = () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        return new Promise<OrderResult>((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            resolve(orderResult("pending"));
          }, 7_000),
        );
      };
      const { fetchResult, poll } = startPoll([slow], tab.visibility);
      await seconds(6);
      tab.hide();
      tab.show();
      await seconds(0.5);
      expect(fetchResult).toHaveBeenCalledTimes(1);
      // The answer comes at 7 s, past the 2 s tick: the next call follows it at once.
      await seconds(0.6);
      expect(fetchResult).toHaveBeenCalledTimes(2);
      await seconds(60);
      expect(most).toBe(1);
      poll.stop();
    });
  });
});
