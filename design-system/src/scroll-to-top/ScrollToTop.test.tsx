import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../locale/LocaleProvider";
import { cubicBezier } from "./cubicBezier";
import { ScrollToTop } from "./ScrollToTop";
import type { Scroller } from "./scroller";
import { scrollToTarget } from "./scrollToTarget";

/** A page that scrolls only when told to, and remembers every position it was sent to. */
function fakeScroller(initial = 0) {
  let top = initial;
  const listeners = new Set<() => void>();
  const positions: number[] = [];
  const scroller: Scroller = {
    getScrollTop: () => top,
    scrollTo: (next) => {
      top = next;
      positions.push(next);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    scroller,
    positions,
    get top() {
      return top;
    },
    /** The reader scrolls: the page moves and tells its listeners. */
    userScrollTo(next: number) {
      top = next;
      for (const listener of listeners) listener();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("given scrollToTarget", () => {
  it("should stop SPEC.md's 50 px above the target by default", () => {
    const page = fakeScroller(0);
    scrollToTarget({ top: 800 }, page.scroller);
    vi.advanceTimersByTime(2000);
    expect(page.top).toBe(750);
  });

  it("should take SPEC.md's 1200 ms by default, moving smoothly and only forward", () => {
    const page = fakeScroller(1000);
    const onComplete = vi.fn();
    scrollToTarget({ top: 0, offset: 0, onComplete }, page.scroller);
    vi.advanceTimersByTime(600);
    // Half the time through motion.easing.move, which starts gently and lands
    // softly: past half the distance, not there yet.
    expect(page.top).toBeGreaterThan(100);
    expect(page.top).toBeLessThan(500);
    vi.advanceTimersByTime(550);
    expect(page.top).toBeGreaterThan(0);
    expect(onComplete).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(page.top).toBe(0);
    expect(onComplete).toHaveBeenCalledTimes(1);
    const steps = page.positions;
    expect(steps.length).toBeGreaterThan(60);
    for (let i = 1; i < steps.length; i += 1) {
      expect(steps[i]).toBeLessThanOrEqual(steps[i - 1] as number);
    }
  });

  it("should take the duration it is given", () => {
    const page = fakeScroller(400);
    scrollToTarget({ top: 0, offset: 0, duration: 200 }, page.scroller);
    vi.advanceTimersByTime(250);
    expect(page.top).toBe(0);
  });

  it("should jump when the reader prefers reduced motion", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
    }));
    const page = fakeScroller(2000);
    scrollToTarget({ top: 0, offset: 0 }, page.scroller);
    expect(page.positions).toEqual([0]);
  });

  it("should stop when the reader scrolls during the animation", () => {
    const page = fakeScroller(1000);
    const onComplete = vi.fn();
    scrollToTarget({ top: 0, offset: 0, onComplete }, page.scroller);
    vi.advanceTimersByTime(300);
    page.userScrollTo(1500);
    vi.advanceTimersByTime(2000);
    expect(page.top).toBe(1500);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("should stop when cancelled", () => {
    const page = fakeScroller(1000);
    const cancel = scrollToTarget({ top: 0, offset: 0 }, page.scroller);
    vi.advanceTimersByTime(300);
    cancel();
    const stoppedAt = page.top;
    vi.advanceTimersByTime(2000);
    expect(page.top).toBe(stoppedAt);
    expect(stoppedAt).toBeGreaterThan(0);
  });

  it("should never scroll above the top of the page", () => {
    const page = fakeScroller(300);
    scrollToTarget({ top: 20, reducedMotion: true }, page.scroller);
    expect(page.top).toBe(0);
  });
});

describe("given the move easing (cubic-bezier 0.4, 0, 0.2, 1)", () => {
  const ease = cubicBezier(0.4, 0, 0.2, 1);
  it("should start at 0, end at 1 and rise in between", () => {
    expect(ease(0)).toBe(0);
    expect(ease(1)).toBe(1);
    let previous = 0;
    for (let x = 0.05; x < 1; x += 0.05) {
      expect(ease(x)).toBeGreaterThan(previous);
      previous = ease(x);
    }
  });

  it("should match CSS's linear curve for cubic-bezier(0, 0, 1, 1)", () => {
    const linear = cubicBezier(0, 0, 1, 1);
    expect(linear(0.3)).toBeCloseTo(0.3, 4);
  });
});

describe("given a ScrollToTop button", () => {
  it.each([
    ["en", "Back to top"],
    ["ar", "العودة إلى الأعلى"],
    ["ja", "ページの先頭へ"],
  ])("should be named in %s %s", (locale, name) => {
    const page = fakeScroller(400);
    render(
      <LocaleProvider locale={locale}>
        <ScrollToTop scroller={page.scroller} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name })).toBeInTheDocument();
  });

  it("should appear only once the page is scrolled past SPEC.md's 50 px", () => {
    const page = fakeScroller(0);
    render(<ScrollToTop scroller={page.scroller} />);
    const button = screen.getByRole("button", { hidden: true });
    expect(button).toHaveAttribute("data-state", "hidden");
    expect(button).toHaveClass("data-[state=hidden]:invisible");
    act(() => page.userScrollTo(50));
    expect(button).toHaveAttribute("data-state", "hidden");
    act(() => page.userScrollTo(51));
    expect(button).toHaveAttribute("data-state", "visible");
    act(() => page.userScrollTo(10));
    expect(button).toHaveAttribute("data-state", "hidden");
  });

  it("should scroll to the top over SPEC.md's 1200 ms when pressed", () => {
    const page = fakeScroller(3000);
    render(<ScrollToTop scroller={page.scroller} />);
    act(() => screen.getByRole("button").click());
    act(() => vi.advanceTimersByTime(600));
    expect(page.top).toBeGreaterThan(0);
    expect(page.top).toBeLessThan(3000);
    act(() => vi.advanceTimersByTime(700));
    expect(page.top).toBe(0);
  });

  it("should take another offset and duration", () => {
    const page = fakeScroller(150);
    render(<ScrollToTop scroller={page.scroller} offset={200} duration={300} />);
    expect(screen.getByRole("button", { hidden: true })).toHaveAttribute("data-state", "hidden");
    act(() => page.userScrollTo(201));
    act(() => screen.getByRole("button").click());
    act(() => vi.advanceTimersByTime(350));
    expect(page.top).toBe(0);
  });

  it("should sit at the bottom end corner, above a bottom bar, with an arrow that does not mirror", () => {
    const page = fakeScroller(400);
    const { container } = render(<ScrollToTop scroller={page.scroller} />);
    expect(screen.getByRole("button")).toHaveClass(
      "fixed",
      "end-6",
      "bottom-6",
      // Raised by the bar's height with a transform, so a bar arriving moves it without a layout shift.
      "[transform:translateY(calc(-1*var(--mvpn-bottom-bar-height,0px)))]",
      "size-11",
    );
    expect(container.querySelector('[data-icon="arrow-up"]')).not.toHaveClass("rtl:-scale-x-100");
  });

  it("given content marked data-floating-avoid under it, should hide until a scroll moves it clear (issue #38)", () => {
    const page = fakeScroller(400);
    const results = document.createElement("section");
    results.setAttribute("data-floating-avoid", "");
    document.body.append(results);
    // jsdom lays nothing out: the button sits at 322–366 × 776–820 on a 390 × 844 phone.
    const box = (left: number, top: number, width: number, height: number) =>
      ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
    let resultsBox = box(16, 500, 358, 400);
    results.getBoundingClientRect = () => resultsBox;
    const buttonBox = vi
      .spyOn(Element.prototype, "getBoundingClientRect")
      .mockReturnValue(box(322, 776, 44, 44));
    render(<ScrollToTop scroller={page.scroller} />);
    const button = screen.getByRole("button", { hidden: true });
    expect(button).toHaveAttribute("data-state", "hidden");
    resultsBox = box(16, 100, 358, 400);
    act(() => page.userScrollTo(800));
    expect(button).toHaveAttribute("data-state", "visible");
    buttonBox.mockRestore();
    results.remove();
  });

  it("given avoid is turned off, should show over marked content", () => {
    const page = fakeScroller(400);
    const results = document.createElement("section");
    results.setAttribute("data-floating-avoid", "");
    document.body.append(results);
    const whole = { left: 0, top: 0, width: 390, height: 844, right: 390, bottom: 844 } as DOMRect;
    results.getBoundingClientRect = () => whole;
    const buttonBox = vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue(whole);
    render(<ScrollToTop scroller={page.scroller} avoid="" />);
    expect(screen.getByRole("button")).toHaveAttribute("data-state", "visible");
    buttonBox.mockRestore();
    results.remove();
  });

  it("should stop listening and scrolling when it goes away", () => {
    const page = fakeScroller(3000);
    const { unmount } = render(<ScrollToTop scroller={page.scroller} />);
    act(() => screen.getByRole("button").click());
    act(() => vi.advanceTimersByTime(100));
    unmount();
    const stoppedAt = page.top;
    vi.advanceTimersByTime(2000);
    expect(page.top).toBe(stoppedAt);
  });
});
