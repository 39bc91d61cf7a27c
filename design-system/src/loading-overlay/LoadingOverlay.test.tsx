import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Button } from "../button/Button";
import { LocaleProvider } from "../locale/LocaleProvider";
import { deferred } from "./__fixtures__/deferred";
import { LoadingOverlay } from "./LoadingOverlay";
import { useAsyncAction } from "./useAsyncAction";

const scrim = () => document.querySelector('[data-slot="loading-overlay-scrim"]');
const content = () => document.querySelector('[data-slot="loading-overlay-content"]');

describe("given a LoadingOverlay", () => {
  it("should show nothing over its children while inactive", () => {
    render(
      <LoadingOverlay active={false}>
        <p>Plans</p>
      </LoadingOverlay>,
    );
    expect(scrim()).toBeNull();
    expect(content()).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("status")).toHaveTextContent("");
  });

  it("should cover its children, mark them busy and announce Loading while active", () => {
    render(
      <LoadingOverlay active>
        <p>Plans</p>
      </LoadingOverlay>,
    );
    expect(scrim()).toHaveClass("absolute", "inset-0");
    expect(content()).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    // The status region sits outside the busy box, so it is not muted with it.
    expect(content()).not.toContainElement(screen.getByRole("status"));
  });

  it("should keep its status region mounted, so the change is announced", () => {
    const { rerender } = render(<LoadingOverlay active={false}>x</LoadingOverlay>);
    const status = screen.getByRole("status");
    rerender(<LoadingOverlay active>x</LoadingOverlay>);
    expect(screen.getByRole("status")).toBe(status);
  });

  it("should show a spinner that does not announce itself a second time", () => {
    render(<LoadingOverlay active>x</LoadingOverlay>);
    expect(scrim()?.querySelector('[data-slot="spinner"]')).toHaveAttribute("aria-hidden", "true");
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("should fade in, without motion for readers who ask for less", () => {
    render(<LoadingOverlay active>x</LoadingOverlay>);
    expect(scrim()).toHaveClass("starting:opacity-0", "motion-reduce:transition-none");
  });

  it.each([
    ["ar", "جارٍ التحميل"],
    ["fr", "Chargement"],
  ])("should announce in %s", (locale, text) => {
    render(
      <LocaleProvider locale={locale}>
        <LoadingOverlay active>x</LoadingOverlay>
      </LocaleProvider>,
    );
    expect(screen.getByRole("status")).toHaveTextContent(text);
  });
});

/** A payment button whose callback takes 300 ms, as in the story. */
function PayButton({ wait = 300, fail = false }: { wait?: number; fail?: boolean }) {
  const { run, pending, error } = useAsyncAction(
    () =>
      new Promise<string>((resolve, reject) =>
        setTimeout(() => (fail ? reject(new Error("declined")) : resolve("paid")), wait),
      ),
  );
  return (
    <LoadingOverlay active={pending} label="Processing payment">
      <Button onClick={() => void run()}>Pay</Button>
      {error instanceof Error ? <p>{error.message}</p> : null}
    </LoadingOverlay>
  );
}

describe("given useAsyncAction driving a LoadingOverlay", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should show the overlay while the callback runs and hide it when it resolves", async () => {
    render(<PayButton />);
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    expect(scrim()).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Processing payment");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(scrim()).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(scrim()).toBeNull();
    expect(content()).not.toHaveAttribute("aria-busy");
  });

  it("should hide the overlay and keep the error when the callback fails", async () => {
    render(<PayButton fail />);
    fireEvent.click(screen.getByRole("button", { name: "Pay" }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(scrim()).toBeNull();
    expect(screen.getByText("declined")).toBeInTheDocument();
  });
});

describe("given useAsyncAction on its own", () => {
  it("should report pending until the promise settles and return its result", async () => {
    const work = deferred<number>();
    const { result } = renderHook(() => useAsyncAction(() => work.promise));
    let outcome: Promise<number | undefined> | undefined;
    act(() => {
      outcome = result.current.run();
    });
    expect(result.current.pending).toBe(true);
    await act(async () => work.resolve(42));
    expect(result.current.pending).toBe(false);
    await expect(outcome).resolves.toBe(42);
  });

  it("should stay pending until the last of overlapping runs settles", async () => {
    const first = deferred<void>();
    const second = deferred<void>();
    const queue = [first, second];
    const { result } = renderHook(() =>
      useAsyncAction(() => (queue.shift() ?? deferred<void>()).promise),
    );
    act(() => {
      void result.current.run();
      void result.current.run();
    });
    await act(async () => first.resolve());
    expect(result.current.pending).toBe(true);
    await act(async () => second.resolve());
    expect(result.current.pending).toBe(false);
  });

  it("should resolve undefined on failure, keep the error, and clear it on the next run or reset", async () => {
    const failure = deferred<never>();
    const { result } = renderHook(() => useAsyncAction(() => failure.promise));
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.run();
    });
    const boom = new Error("network");
    await act(async () => failure.reject(boom));
    await expect(outcome).resolves.toBeUndefined();
    expect(result.current.error).toBe(boom);
    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
  });

  it("should pass its arguments through and call the latest callback", async () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ prefix }) => useAsyncAction(async (plan: string) => calls.push(`${prefix}:${plan}`)),
      { initialProps: { prefix: "a" } },
    );
    const run = result.current.run;
    rerender({ prefix: "b" });
    expect(result.current.run).toBe(run);
    await act(async () => {
      await run("yearly");
    });
    expect(calls).toEqual(["b:yearly"]);
  });
});
