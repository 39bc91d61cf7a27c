// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeClockEachTest } from "../testing/fake-clock";
import { ANALYTICS_FLUSH_DELAY_MS, createAnalyticsQueue } from "./analytics-queue";
import { NOW, visitor } from "./testing/visitor";

fakeClockEachTest(NOW);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("given the analytics queue", () => {
  function queue() {
    const send = vi.fn(async (_frontId: string, _events: unknown[]) => undefined);
    const analytics = createAnalyticsQueue({ context: () => visitor, send, target: window });
    return { send, analytics };
  }

  it("should send the events of one second together, one second after the first", () => {
    const { send, analytics } = queue();
    analytics.track("a");
    vi.advanceTimersByTime(400);
    analytics.track("b", { x: 1 });

    vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS - 401);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(send).toHaveBeenCalledTimes(1);
    const [user, events] = send.mock.calls[0] ?? [];
    expect(user).toBe(visitor.frontId);
    expect((events as { event_name: string }[]).map((event) => event.event_name)).toEqual([
      "a",
      "b",
    ]);
    analytics.dispose();
  });

  it("should send at once when the visitor leaves the page (pagehide)", () => {
    const { send, analytics } = queue();
    analytics.track("click_download");

    window.dispatchEvent(new Event("pagehide"));

    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ANALYTICS_FLUSH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    analytics.dispose();
  });

  it("should send at once when the page is hidden (tab switched, app backgrounded)", () => {
    const { send, analytics } = queue();
    analytics.track("scroll");
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");

    document.dispatchEvent(new Event("visibilitychange"));

    expect(send).toHaveBeenCalledTimes(1);
    analytics.dispose();
  });

  it("should send at once when 100 events wait", () => {
    const { send, analytics } = queue();
    for (let i = 0; i < 100; i += 1) analytics.track(`e${i}`);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toHaveLength(100);
    analytics.dispose();
  });

  it("should stop listening once disposed", () => {
    const { send, analytics } = queue();
    analytics.dispose();
    analytics.track("late");
    send.mockClear();
    window.dispatchEvent(new Event("pagehide"));
    expect(send).toHaveBeenCalledTimes(0);
  });
});
