import { afterEach, beforeEach, vi } from "vitest";

/**
 * Runs each test of the calling file on vitest's fake clock, set to `now`
 * when given, and puts the real clock back after it: SPEC.md's timings
 * (polls, delays, expiries) are stepped through instead of waited for.
 * Call it at the top level of a test file, or inside a `describe`.
 */
export function fakeClockEachTest(now?: Date): void {
  beforeEach(() => {
    vi.useFakeTimers();
    if (now) vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
