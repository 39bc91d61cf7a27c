import type { Scroller } from "@mvpn/design-system";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { anchorId, ROUTE_DELAY_MS, scrollToHashAfterRouteDelay } from "./hash-scroll";

/** A page 10,000 px tall whose scroll position the test reads and moves. */
function fakePage(initialTop = 0) {
  let top = initialTop;
  const writes: number[] = [];
  const scroller: Scroller = {
    getScrollTop: () => top,
    scrollTo: (next) => {
      top = next;
      writes.push(next);
    },
    subscribe: () => () => {},
  };
  /** Anchors by id at a distance from the top of the document. */
  const anchors = new Map<string, number>();
  const findById = (id: string) => {
    const at = anchors.get(id);
    return at === undefined
      ? null
      : ({ getBoundingClientRect: () => ({ top: at - top }) } as Element);
  };
  /** Asks for `hash` after a client navigation, as the router's scroll restoration does. */
  const scrollToHash = (hash: string, reducedMotion?: boolean) =>
    scrollToHashAfterRouteDelay({ hash, scroller, findById, reducedMotion });
  return { scroller, findById, anchors, writes, top: () => top, scrollToHash };
}

describe("given SPEC.md §9's route delay (100 ms) and scroll helper (offset 50 px, duration 1200 ms)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Frames every 16 ms on the fake clock, so the 1200 ms animation can be stepped through.
    vi.stubGlobal("requestAnimationFrame", (step: FrameRequestCallback) =>
      setTimeout(() => step(Date.now()), 16),
    );
    vi.stubGlobal("cancelAnimationFrame", (frame: number) => clearTimeout(frame));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("should wait exactly the 100 ms route delay before looking the anchor up", () => {
    expect(ROUTE_DELAY_MS).toBe(100);
    const page = fakePage();
    page.anchors.set("faq", 2050);
    const findById = vi.fn(page.findById);
    scrollToHashAfterRouteDelay({ hash: "#faq", scroller: page.scroller, findById });
    vi.advanceTimersByTime(99);
    expect(findById).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(findById).toHaveBeenCalledWith("faq");
  });

  it("should find an anchor that renders during the delay (after the route)", () => {
    const page = fakePage();
    page.scrollToHash("#pricing", true);
    vi.advanceTimersByTime(60);
    page.anchors.set("pricing", 900);
    vi.advanceTimersByTime(40);
    expect(page.top()).toBe(850);
  });

  it("should scroll smoothly to 50 px above the anchor over 1200 ms", () => {
    const page = fakePage();
    page.anchors.set("faq", 2050);
    page.scrollToHash("#faq", false);
    vi.advanceTimersByTime(ROUTE_DELAY_MS + 600);
    expect(page.top()).toBeGreaterThan(0);
    expect(page.top()).toBeLessThan(2000);
    vi.advanceTimersByTime(600 + 32);
    expect(page.top()).toBe(2000);
    const writesAtEnd = page.writes.length;
    vi.advanceTimersByTime(1000);
    expect(page.writes.length).toBe(writesAtEnd);
  });

  it("should jump for readers who prefer reduced motion", () => {
    const page = fakePage();
    page.anchors.set("faq", 2050);
    page.scrollToHash("#faq", true);
    vi.advanceTimersByTime(ROUTE_DELAY_MS);
    expect(page.writes).toEqual([2000]);
  });

  it("should not move a page the router already put in place", () => {
    const page = fakePage(2000);
    page.anchors.set("faq", 2050);
    page.scrollToHash("#faq");
    vi.advanceTimersByTime(ROUTE_DELAY_MS + 2000);
    expect(page.writes).toEqual([]);
  });

  it("should leave the page where it is when no element has that id", () => {
    const page = fakePage(300);
    page.scrollToHash("#nowhere");
    vi.advanceTimersByTime(ROUTE_DELAY_MS + 2000);
    expect(page.writes).toEqual([]);
  });

  it("should do nothing once cancelled by the next navigation, before or during the scroll", () => {
    const before = fakePage();
    before.anchors.set("faq", 2050);
    const cancelBefore = before.scrollToHash("#faq");
    vi.advanceTimersByTime(50);
    cancelBefore();
    vi.advanceTimersByTime(2000);
    expect(before.writes).toEqual([]);

    const during = fakePage();
    during.anchors.set("faq", 2050);
    const cancelDuring = during.scrollToHash("#faq", false);
    vi.advanceTimersByTime(ROUTE_DELAY_MS + 300);
    cancelDuring();
    const stoppedAt = during.top();
    vi.advanceTimersByTime(2000);
    expect(during.top()).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(2000);
  });

  it("should decode the hash and ignore an empty or undecodable one", () => {
    expect(anchorId("#caf%C3%A9")).toBe("café");
    expect(anchorId("#")).toBeNull();
    expect(anchorId("")).toBeNull();
    expect(anchorId("#%E0%A4%A")).toBeNull();
  });
});
