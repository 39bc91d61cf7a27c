import { describe, expect, it, vi } from "vitest";
import { createToaster, toast } from "./createToaster";

describe("given a toaster store", () => {
  it("should add toasts of each type, oldest first, and return their ids", () => {
    const toaster = createToaster();
    const a = toaster.success("A");
    const b = toaster.warn("B");
    const c = toaster.error("C");
    expect(toaster.toasts().map((t) => [t.id, t.type, t.message])).toEqual([
      [a, "success", "A"],
      [b, "warn", "B"],
      [c, "error", "C"],
    ]);
  });

  it("should keep at most `limit` toasts, dropping the oldest", () => {
    const toaster = createToaster({ limit: 2 });
    toaster.success("A");
    toaster.success("B");
    toaster.success("C");
    expect(toaster.toasts().map((t) => t.message)).toEqual(["B", "C"]);
  });

  it("should replace a toast raised again with the same id", () => {
    const toaster = createToaster();
    toaster.warn("Connecting…", { id: "vpn" });
    toaster.success("Connected", { id: "vpn" });
    expect(toaster.toasts()).toHaveLength(1);
    expect(toaster.toasts()[0]).toMatchObject({ id: "vpn", type: "success", message: "Connected" });
  });

  it("should dismiss one toast by id, or all of them", () => {
    const toaster = createToaster();
    const a = toaster.success("A");
    toaster.success("B");
    toaster.dismiss(a);
    expect(toaster.toasts().map((t) => t.message)).toEqual(["B"]);
    toaster.dismiss();
    expect(toaster.toasts()).toEqual([]);
  });

  it("should notify subscribers of changes only, with a stable snapshot between them", () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    toaster.success("A");
    const snapshot = toaster.toasts();
    expect(toaster.toasts()).toBe(snapshot);
    toaster.dismiss("missing");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toaster.success("B");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("should offer a shared toaster for sites with one viewport", () => {
    const id = toast.error("Shared");
    expect(toast.toasts().some((t) => t.id === id)).toBe(true);
    toast.dismiss();
  });
});
