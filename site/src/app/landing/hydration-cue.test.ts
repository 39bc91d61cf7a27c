// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { firstInteraction, INTERACTION_EVENTS } from "./hydration-cue";

describe("given a page waiting for its visitor's first interaction", () => {
  it.each(INTERACTION_EVENTS)("should resolve on a %s", async (type) => {
    let resolved = false;
    const cue = firstInteraction(document).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    await cue;
    expect(resolved).toBe(true);
  });

  it("should not resolve on a scroll or a resize, which the page itself can cause", async () => {
    let resolved = false;
    void firstInteraction(document).then(() => {
      resolved = true;
    });
    document.dispatchEvent(new Event("scroll"));
    window.dispatchEvent(new Event("resize"));
    await new Promise((go) => setTimeout(go, 10));
    expect(resolved).toBe(false);
  });
});

describe("given a visitor who interacted before the landing chunk had loaded", () => {
  it("should resolve at once, from the head script's mark", async () => {
    document.documentElement.setAttribute("data-interacted", "");
    await expect(firstInteraction(document)).resolves.toBeUndefined();
    document.documentElement.removeAttribute("data-interacted");
  });
});
