// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS } from "./chunk-guard";
import { RuntimeBoundary, recoverFromRuntimeError } from "./RuntimeBoundary";

const chunkError = new TypeError(
  "Failed to fetch dynamically imported module: https://www.mvpn.example/assets/RuntimeLayer-x.js",
);

function guardWindow(pathname = "/features") {
  const stored = new Map<string, string>();
  return {
    location: { pathname, reload: vi.fn() },
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe("given SPEC.md §4's guard (one reload per path within 10 s) and a runtime chunk that fails", () => {
  it("should reload once, then leave the page without its runtime for the rest of the 10 s", () => {
    const win = guardWindow();
    const at = Date.UTC(2026, 11, 7, 12);
    expect(recoverFromRuntimeError(chunkError, win, at)).toBe("reload");
    expect(recoverFromRuntimeError(chunkError, win, at + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(
      "without-runtime",
    );
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it("should reload again once 10 s have passed", () => {
    const win = guardWindow();
    const at = Date.UTC(2026, 11, 7, 12);
    recoverFromRuntimeError(chunkError, win, at);
    expect(recoverFromRuntimeError(chunkError, win, at + CHUNK_RELOAD_WINDOW_MS)).toBe("reload");
  });

  it("should never reload for an error that is not a missing chunk", () => {
    const win = guardWindow();
    expect(recoverFromRuntimeError(new Error("offer config malformed"), win)).toBe(
      "without-runtime",
    );
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});

describe("given a runtime layer that throws as it renders", () => {
  it("should keep the page the visitor reads and render no runtime", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function BrokenRuntime(): never {
      throw new Error("offer config malformed");
    }
    render(
      <main>
        <h1>Features</h1>
        <RuntimeBoundary>
          <BrokenRuntime />
        </RuntimeBoundary>
      </main>,
    );
    expect(screen.getByRole("heading", { name: "Features" })).toBeTruthy();
  });
});
