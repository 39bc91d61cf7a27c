import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred } from "./__fixtures__/deferred";
import { createLoadingTracker, useLoading } from "./createLoadingTracker";
import { LoadingOverlay } from "./LoadingOverlay";

function Page({ tracker }: { tracker: ReturnType<typeof createLoadingTracker> }) {
  return <LoadingOverlay active={useLoading(tracker)}>Checkout</LoadingOverlay>;
}

describe("given a loading tracker around calls made outside React", () => {
  it("should be busy until the promise settles, and pass its result through", async () => {
    const tracker = createLoadingTracker();
    const work = deferred<string>();
    const result = tracker.withLoading(() => work.promise);
    expect(tracker.isLoading()).toBe(true);
    work.resolve("ok");
    await expect(result).resolves.toBe("ok");
    expect(tracker.isLoading()).toBe(false);
  });

  it("should pass a rejection through and stop being busy", async () => {
    const tracker = createLoadingTracker();
    const work = deferred<string>();
    const result = tracker.withLoading(work.promise);
    work.reject(new Error("timeout"));
    await expect(result).rejects.toThrow("timeout");
    expect(tracker.isLoading()).toBe(false);
  });

  it("should stay busy while any of several calls runs", async () => {
    const tracker = createLoadingTracker();
    const a = deferred<void>();
    const b = deferred<void>();
    const first = tracker.withLoading(a.promise);
    const second = tracker.withLoading(b.promise);
    a.resolve();
    await first;
    expect(tracker.isLoading()).toBe(true);
    b.resolve();
    await second;
    expect(tracker.isLoading()).toBe(false);
  });

  it("should drive a LoadingOverlay through useLoading", async () => {
    const tracker = createLoadingTracker();
    render(<Page tracker={tracker} />);
    const work = deferred<void>();
    let done: Promise<void> | undefined;
    act(() => {
      done = tracker.withLoading(work.promise);
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    await act(async () => {
      work.resolve();
      await done;
    });
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
