import { describe, expect, it, vi } from "vitest";
import { createDialogs } from "./createDialogs";

describe("given a Dialogs store", () => {
  it("should show nothing until a prompt is asked", () => {
    const dialogs = createDialogs();
    expect(dialogs.current()).toBeNull();
    expect(dialogs.size()).toBe(0);
  });

  it("should queue prompts and show the first one asked", () => {
    const dialogs = createDialogs();
    void dialogs.confirm({ title: "First" });
    void dialogs.alert({ title: "Second" });
    expect(dialogs.current()).toMatchObject({ kind: "confirm", title: "First" });
    expect(dialogs.size()).toBe(2);
  });

  it("should resolve a confirm with the answer and move on to the next prompt", async () => {
    const dialogs = createDialogs();
    const first = dialogs.confirm({ title: "First" });
    const second = dialogs.confirm({ title: "Second" });
    const firstId = dialogs.current()?.id ?? -1;
    dialogs.settle(firstId, true);
    await expect(first).resolves.toBe(true);
    expect(dialogs.current()).toMatchObject({ title: "Second" });
    dialogs.settle(dialogs.current()?.id ?? -1, false);
    await expect(second).resolves.toBe(false);
    expect(dialogs.current()).toBeNull();
  });

  it("should resolve an alert with nothing, whichever way it was dismissed", async () => {
    const dialogs = createDialogs();
    const done = dialogs.alert({ title: "Saved" });
    dialogs.settle(dialogs.current()?.id ?? -1, false);
    await expect(done).resolves.toBeUndefined();
  });

  it("should keep the same snapshot object between changes, as useSyncExternalStore needs", () => {
    const dialogs = createDialogs();
    void dialogs.confirm({ title: "First" });
    expect(dialogs.current()).toBe(dialogs.current());
  });

  it("should tell subscribers about each change until they unsubscribe", () => {
    const dialogs = createDialogs();
    const listener = vi.fn();
    const unsubscribe = dialogs.subscribe(listener);
    void dialogs.confirm({ title: "First" });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    void dialogs.confirm({ title: "Second" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("should ignore a second answer to the same prompt", async () => {
    const dialogs = createDialogs();
    const answer = dialogs.confirm({ title: "First" });
    const id = dialogs.current()?.id ?? -1;
    dialogs.settle(id, true);
    dialogs.settle(id, false);
    await expect(answer).resolves.toBe(true);
  });

  it("should cancel every waiting prompt with cancelAll", async () => {
    const dialogs = createDialogs();
    const answers = [dialogs.confirm({ title: "A" }), dialogs.confirm({ title: "B" })];
    dialogs.cancelAll();
    await expect(Promise.all(answers)).resolves.toEqual([false, false]);
    expect(dialogs.current()).toBeNull();
  });
});
