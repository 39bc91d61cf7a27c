// @vitest-environment jsdom
import { createDialogs, createToaster, LocaleProvider } from "@mvpn/design-system";
import { act, lazy } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LoadOnFirstUse } from "./LoadOnFirstUse";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

function render(node: React.ReactNode) {
  const container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(<LocaleProvider locale="en">{node}</LocaleProvider>));
}

describe("given a toaster and a host whose code loads on first use", () => {
  it("should not load the code while no toast is raised, then show the toast raised before it loaded", async () => {
    const toaster = createToaster();
    const load = vi.fn(async () => {
      const { Toaster } = await import("@mvpn/design-system");
      return { default: () => <Toaster toaster={toaster} /> };
    });
    const Lazy = lazy(load);
    render(
      <LoadOnFirstUse store={toaster} inUse={() => toaster.toasts().length > 0}>
        <Lazy />
      </LoadOnFirstUse>,
    );
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('[data-slot="toaster"]')).toBeNull();

    await act(async () => {
      toaster.error("Payment failed");
    });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(document.querySelector('[data-slot="toast-message"]')?.textContent).toBe(
        "Payment failed",
      ),
    );
  });

  it("should stay mounted once loaded, so a later toast needs no second load", async () => {
    const dialogs = createDialogs();
    const load = vi.fn(async () => ({ default: () => <p data-testid="host">host</p> }));
    const Lazy = lazy(load);
    render(
      <LoadOnFirstUse store={dialogs} inUse={() => dialogs.current() !== null}>
        <Lazy />
      </LoadOnFirstUse>,
    );
    let answered = false;
    await act(async () => {
      void dialogs.alert({ title: "Session expired" }).then(() => {
        answered = true;
      });
    });
    await vi.waitFor(() => expect(document.querySelector('[data-testid="host"]')).not.toBeNull());
    await act(async () => {
      dialogs.cancelAll();
    });
    expect(answered).toBe(true);
    // The queue is empty again: the host stays, and nothing loads twice.
    expect(document.querySelector('[data-testid="host"]')).not.toBeNull();
    await act(async () => {
      void dialogs.alert({ title: "Again" });
    });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
