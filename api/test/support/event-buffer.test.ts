import { describe, expect, it, vi } from "vitest";
import { EventBuffer } from "../../src/analytics/event-buffer.js";

function recordingWriter(options: { delayMs?: number; failOnce?: boolean } = {}) {
  const writes: number[][] = [];
  let failed = false;
  return {
    writes,
    async write(rows: number[]) {
      await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 1));
      if (options.failOnce && !failed) {
        failed = true;
        throw new Error("database down");
      }
      writes.push([...rows]);
    },
  };
}

describe("given the analytics event buffer", () => {
  // A fake clock: with real timers a busy machine could stall this test past
  // the 30 ms flush between the add and the check (docs/testing.md).
  it("should resolve an add only after the batch holding it was written", async () => {
    vi.useFakeTimers();
    try {
      const writer = recordingWriter();
      const buffer = new EventBuffer<number>({ write: writer.write, flushIntervalMs: 30 });
      let acknowledged = false;
      const added = buffer.add([1, 2]).then(() => {
        acknowledged = true;
      });
      await vi.advanceTimersByTimeAsync(29);
      expect(acknowledged).toBe(false);
      expect(writer.writes).toEqual([]);
      // The flush at 30 ms, then the writer's own 1 ms.
      await vi.advanceTimersByTimeAsync(2);
      expect(acknowledged).toBe(true);
      expect(writer.writes.flat()).toEqual([1, 2]);
      await added;
    } finally {
      vi.useRealTimers();
    }
  });

  it("should write at once when the batch reaches its size, without waiting for the interval", async () => {
    vi.useFakeTimers();
    try {
      const writer = recordingWriter();
      const buffer = new EventBuffer<number>({
        write: writer.write,
        flushIntervalMs: 10_000,
        flushAtRows: 3,
      });
      let acknowledged = false;
      const added = buffer.add([1, 2, 3]).then(() => {
        acknowledged = true;
      });
      // Only the writer's 1 ms passes: far from the 10 s interval.
      await vi.advanceTimersByTimeAsync(1);
      expect(acknowledged).toBe(true);
      expect(writer.writes).toEqual([[1, 2, 3]]);
      await added;
    } finally {
      vi.useRealTimers();
    }
  });

  it("should put many requests into few writes", async () => {
    const writer = recordingWriter({ delayMs: 20 });
    const buffer = new EventBuffer<number>({
      write: writer.write,
      flushIntervalMs: 20,
      flushAtRows: 50,
    });
    await Promise.all(Array.from({ length: 200 }, (_, i) => buffer.add([i])));
    expect(writer.writes.flat().sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => i),
    );
    expect(writer.writes.length).toBeLessThanOrEqual(5);
  });

  it("should reject the adds of a batch whose write failed, and never count them as written", async () => {
    const writer = recordingWriter({ failOnce: true });
    const buffer = new EventBuffer<number>({ write: writer.write, flushIntervalMs: 5 });
    await expect(buffer.add([1])).rejects.toThrow("database down");
    await buffer.add([2]);
    expect(writer.writes.flat()).toEqual([2]);
    expect(buffer.stats.rowsWritten).toBe(1);
  });

  it("should write in the caller's request when too much is waiting", async () => {
    const writer = recordingWriter({ delayMs: 30 });
    const buffer = new EventBuffer<number>({
      write: writer.write,
      flushIntervalMs: 1_000,
      maxPendingRows: 5,
    });
    const queued = buffer.add([1, 2, 3, 4]);
    await buffer.add([5, 6]); // over the limit: written directly
    expect(writer.writes).toEqual([[5, 6]]);
    expect(buffer.stats.directWrites).toBe(1);
    await buffer.close();
    await queued;
    expect(writer.writes.flat().sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("should write everything waiting on close", async () => {
    const writer = recordingWriter();
    const buffer = new EventBuffer<number>({ write: writer.write, flushIntervalMs: 60_000 });
    const pending = [buffer.add([1]), buffer.add([2, 3])];
    await buffer.close();
    await Promise.all(pending);
    expect(writer.writes.flat()).toEqual([1, 2, 3]);
    // After close, adds are written directly.
    await buffer.add([4]);
    expect(writer.writes.flat()).toEqual([1, 2, 3, 4]);
  });
});
