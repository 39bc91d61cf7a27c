import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("given work to split into tasks (issue #34)", () => {
  it("should resume with scheduler.yield() where the browser has it", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it("should resume after a zero-delay timer elsewhere, not in the same task", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    let resumed = false;
    const done = nextTask().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(resumed).toBe(true);
  });
});
