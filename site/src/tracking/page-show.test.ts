import { describe, expect, it, vi } from "vitest";
import { fakeClockEachTest } from "../testing/fake-clock";
import { PAGE_SHOW_MAX_TRIES, PAGE_SHOW_POLL_MS, schedulePageShow } from "./page-show";

fakeClockEachTest();

describe("given SPEC.md §9 'Page-show IP poll 1 s, up to 10 tries'", () => {
  it("should poll every 1000 ms, 10 times", () => {
    expect(PAGE_SHOW_POLL_MS).toBe(1000);
    expect(PAGE_SHOW_MAX_TRIES).toBe(10);
  });

  it("should send page_show at once when the IP is already known", async () => {
    const send = vi.fn();
    await expect(schedulePageShow({ ip: () => "203.0.113.9", send })).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("should send page_show at the first check after the IP arrives", async () => {
    let ip = "";
    const send = vi.fn();
    const sent = schedulePageShow({ ip: () => ip, send });

    await vi.advanceTimersByTimeAsync(2500);
    expect(send).not.toHaveBeenCalled();
    ip = "203.0.113.9";
    await vi.advanceTimersByTimeAsync(499);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    await expect(sent).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("should check 10 times in all and send nothing when the IP never comes", async () => {
    const ip = vi.fn(() => null);
    const send = vi.fn();
    const sent = schedulePageShow({ ip, send });

    await vi.advanceTimersByTimeAsync(9 * PAGE_SHOW_POLL_MS);
    await expect(sent).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(10 * PAGE_SHOW_POLL_MS);

    expect(ip).toHaveBeenCalledTimes(10);
    expect(send).not.toHaveBeenCalled();
  });

  it("should still send when the IP comes at the tenth check, 9 s after the first", async () => {
    let ip = "";
    const send = vi.fn();
    const sent = schedulePageShow({ ip: () => ip, send });
    await vi.advanceTimersByTimeAsync(8 * PAGE_SHOW_POLL_MS + 999);
    ip = "203.0.113.9";
    await vi.advanceTimersByTimeAsync(1);
    await expect(sent).resolves.toBe(true);
  });

  it("should stop checking when the visitor leaves for another page", async () => {
    const ip = vi.fn(() => "");
    const send = vi.fn();
    const leave = new AbortController();
    const sent = schedulePageShow({ ip, send, signal: leave.signal });

    leave.abort();
    await expect(sent).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(10 * PAGE_SHOW_POLL_MS);
    expect(ip).toHaveBeenCalledTimes(1);
  });
});
