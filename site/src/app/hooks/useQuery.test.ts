// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeClockEachTest } from "../../testing/fake-clock";
import { useQuery } from "./useQuery";

/** An answer after `ms` on the fake clock. */
const after = <T>(ms: number, answer: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(answer), ms));

/** A failure after `ms` on the fake clock. */
const failAfter = (ms: number, error: Error) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(error), ms));

fakeClockEachTest();

describe("given a query that answers after 100 ms", () => {
  it("should be loading from the first render, without data", () => {
    const { result } = renderHook(() => useQuery(() => after(100, "answer"), []));

    expect(result.current.status).toBe("loading");
    expect(result.current.data).toBeUndefined();
  });

  it("should still be loading at 99 ms and be ready with the answer at 100 ms", async () => {
    const { result } = renderHook(() => useQuery(() => after(100, "answer"), []));

    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(result.current.status).toBe("loading");
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ status: "ready", data: "answer" });
  });

  it("should show the initial data until the answer replaces it", async () => {
    const { result } = renderHook(() =>
      useQuery(() => after(100, "live"), [], { initialData: "prerendered" }),
    );

    expect(result.current).toMatchObject({ status: "loading", data: "prerendered" });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toMatchObject({ status: "ready", data: "live" });
  });
});

describe("given a query that fails", () => {
  it("should be failed with the error, and keep the data shown before", async () => {
    const failure = new Error("network");
    const { result } = renderHook(() =>
      useQuery(() => failAfter(100, failure), [], { initialData: "prerendered" }),
    );

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toMatchObject({
      status: "failed",
      error: failure,
      data: "prerendered",
    });
  });

  it("should load again on retry and be ready when the second ask answers", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => failAfter(100, new Error("network")))
      .mockImplementationOnce(() => after(100, "second"));
    const { result } = renderHook(() => useQuery(load, []));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current.status).toBe("failed");

    act(() => result.current.retry());
    expect(result.current.status).toBe("loading");
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ status: "ready", data: "second", error: undefined });
  });
});

describe("given answers that arrive out of order", () => {
  it("should not apply a slow answer for a parameter that has since changed", async () => {
    // Page 1 answers at 300 ms, page 2 (asked at 50 ms) at 150 ms.
    const { result, rerender } = renderHook(
      ({ page }) => useQuery(() => after(page === 1 ? 300 : 100, `page ${page}`), [page]),
      { initialProps: { page: 1 } },
    );
    await act(() => vi.advanceTimersByTimeAsync(50));
    rerender({ page: 2 });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toMatchObject({ status: "ready", data: "page 2" });

    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(result.current).toMatchObject({ status: "ready", data: "page 2" });
  });

  it("should not apply the failure of an ask that a retry replaced", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => failAfter(300, new Error("slow and failed")))
      .mockImplementationOnce(() => after(100, "retried"));
    const { result } = renderHook(() => useQuery(load, []));

    act(() => result.current.retry());
    await act(() => vi.advanceTimersByTimeAsync(300));

    expect(result.current).toMatchObject({ status: "ready", data: "retried" });
  });

  it("should abort the signal of the replaced ask, so its own side effects can stop", async () => {
    const signals: AbortSignal[] = [];
    const { rerender } = renderHook(
      ({ id }) =>
        useQuery(
          (signal) => {
            signals.push(signal);
            return after(100, id);
          },
          [id],
        ),
      { initialProps: { id: "a" } },
    );

    rerender({ id: "b" });

    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
  });
});

describe("given a component that unmounts before the answer", () => {
  it("should abort the ask and apply nothing afterwards", async () => {
    let asked: AbortSignal | undefined;
    const applied = vi.fn();
    const { result, unmount } = renderHook(() => {
      const query = useQuery((signal) => {
        asked = signal;
        return after(100, "late");
      }, []);
      applied(query.status);
      return query;
    });
    const rendersBefore = applied.mock.calls.length;

    unmount();
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(asked?.aborted).toBe(true);
    expect(applied).toHaveBeenCalledTimes(rendersBefore);
    expect(result.current.status).toBe("loading");
  });
});

describe("given a query that is not enabled", () => {
  it("should be idle and ask nothing until it is enabled", async () => {
    const load = vi.fn(() => after(100, "hits"));
    const { result, rerender } = renderHook(({ enabled }) => useQuery(load, [], { enabled }), {
      initialProps: { enabled: false },
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current.status).toBe("idle");
    expect(load).not.toHaveBeenCalled();

    rerender({ enabled: true });
    expect(result.current.status).toBe("loading");
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(result.current).toMatchObject({ status: "ready", data: "hits" });
  });

  it("should drop an answer still on its way when it is disabled", async () => {
    const { result, rerender } = renderHook(
      ({ enabled }) => useQuery(() => after(100, "hits"), [], { enabled }),
      { initialProps: { enabled: true } },
    );

    rerender({ enabled: false });
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(result.current.status).toBe("idle");
    expect(result.current.data).toBeUndefined();
  });
});

describe("given data the page changes itself", () => {
  it("should show what setData gives, from what was shown", async () => {
    const { result } = renderHook(() => useQuery(() => after(100, ["phone", "laptop"]), []));
    await act(() => vi.advanceTimersByTimeAsync(100));

    act(() => result.current.setData((shown) => (shown ?? []).filter((d) => d !== "phone")));

    expect(result.current).toMatchObject({ status: "ready", data: ["laptop"] });
  });
});
