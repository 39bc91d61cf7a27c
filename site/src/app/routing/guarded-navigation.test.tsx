// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { useGuardedNavigate } from "./guarded-navigation";
import { leavePageFor, NavigationError } from "./navigation-guards";

/** The hook inside a memory router, and where the router is now. */
function guardedNavigate() {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: "*", element: children }], {
      initialEntries: ["/start"],
    });
    return <RouterProvider router={router} />;
  };
  const { result } = renderHook(() => useGuardedNavigate(), { wrapper });
  return { navigate: result.current, path: () => router?.state.location.pathname };
}

describe("given the router's navigate behind the guard (SPEC.md §2, §8)", () => {
  it("should go to a path of the site", async () => {
    const { navigate, path } = guardedNavigate();
    navigate("/de/pricing");
    await expect.poll(path).toBe("/de/pricing");
  });

  it.each([
    ["another site", "https://evil.example/login", /external URL/],
    ["a protocol-relative address", "//evil.example/login", /external URL/],
    ["a javascript: URL", "javascript:alert(1)", /dangerous protocol/],
    ["a data: URL with spaces before it", "  data:text/html,x", /dangerous protocol/],
  ])("should throw on %s and stay where it is", (_, target, error) => {
    const { navigate, path } = guardedNavigate();
    expect(() => navigate(target)).toThrow(error);
    expect(path()).toBe("/start");
  });
});

describe("given a full-page navigation behind the same guard", () => {
  it.each(["https://evil.example/", "javascript:alert(1)", "vbscript:msgbox(1)"])(
    "should throw NavigationError on %s before the window moves",
    (target) => {
      const before = window.location.href;
      expect(() => leavePageFor(target)).toThrow(NavigationError);
      expect(window.location.href).toBe(before);
    },
  );
});
