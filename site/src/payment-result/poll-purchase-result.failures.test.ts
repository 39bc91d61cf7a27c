import { describe, expect, it } from "vitest";
import type { OrderResult } from "../api/types";
import { fakeClockEachTest } from "../testing/fake-clock";
import { orderResult } from "./testing/order-result";
import { envelope, fakeVisibility, networkError, seconds, startPoll } from "./testing/poll-harness";

fakeClockEachTest();

describe("given docs/payments.md's polling of purchase_result", () => {
  describe("given failures", () => {
    it("should show unreachable when the first 3 calls fail, and call no more", async () => {
      const { fetchResult, events } = startPoll([{ reject: networkError() }]);
      await seconds(4);
      expect(fetchResult).toHaveBeenCalledTimes(3);
      expect(events).toEqual([{ type: "unreachable" }]);
      await seconds(60);
      expect(fetchResult).toHaveBeenCalledTimes(3);
    });

    it("should retry a 5xx on the next tick once an answer came", async () => {
      const { fetchResult, events, poll } = startPoll([
        orderResult("pending"),
        { reject: envelope(500) },
        { reject: envelope(503) },
        { reject: "error" },
        { reject: networkError() },
        orderResult("succeeded"),
      ]);
      await seconds(10);
      expect(fetchResult).toHaveBeenCalledTimes(6);
      expect(events.at(-1)).toMatchObject({ type: "answer", final: true });
      poll.stop();
    });

    it("should start counting the failures again after an answer", async () => {
      const { events, poll } = startPoll([
        { reject: envelope(502) },
        { reject: envelope(502) },
        orderResult("pending"),
        { reject: envelope(502) },
        { reject: envelope(502) },
        orderResult("pending"),
      ]);
      await seconds(12);
      expect(events.some((event) => event.type === "unreachable")).toBe(false);
      poll.stop();
    });

    it("should stop at an answer no call can change (404 Order not found)", async () => {
      const notFound = envelope(404, "Order not found.");
      const { fetchResult, events } = startPoll([{ reject: notFound }]);
      await seconds(30);
      expect(fetchResult).toHaveBeenCalledTimes(1);
      expect(events).toEqual([{ type: "failed", reason: notFound }]);
    });
  });

  describe("given stop()", () => {
    it("should make no further call and drop a late answer", async () => {
      let resolve: (result: OrderResult) => void = () => {};
      const { poll, fetchResult, events } = startPoll([
        () => new Promise<OrderResult>((done) => (resolve = done)),
      ]);
      poll.stop();
      resolve(orderResult("succeeded"));
      await seconds(10);
      expect(fetchResult).toHaveBeenCalledTimes(1);
      expect(events).toEqual([]);
    });

    it("should stop listening to the tab's visibility", async () => {
      const tab = fakeVisibility();
      const { poll } = startPoll([orderResult("pending")], tab.visibility);
      expect(tab.listeners.size).toBe(1);
      poll.stop();
      expect(tab.listeners.size).toBe(0);
    });
  });
});
