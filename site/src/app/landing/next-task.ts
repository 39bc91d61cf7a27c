interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so that the work before and the work after
 * are two short tasks instead of one long one (issue #34: a landing that ran
 * as one 40–50 ms task on a desktop core is a 200 ms task on a mid-range
 * phone, input blocked all along, and most of a page's Total Blocking Time).
 * `scheduler.yield()` where the browser has it (Chromium 129+): the rest runs
 * ahead of tasks queued meanwhile. Elsewhere a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
