import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { renderErrorOutcome } from "./render-error";

/** A route error response, as React Router gives the boundary a loader's or a `.data` file's status. */
const routeError = (status: number) => new UNSAFE_ErrorResponseImpl(status, "", null);

describe('given SPEC.md §4/§8 "A render error that carries a status code redirects to /"', () => {
  it("should read React Router's error responses (the check can see them)", () => {
    expect(isRouteErrorResponse(routeError(502))).toBe(true);
  });

  it.each([
    [{ status: 500 }, 500],
    [{ statusCode: 503 }, 503],
    [routeError(502), 502],
    [{ status: 403 }, 403],
  ])("should send %o home", (error, status) => {
    expect(renderErrorOutcome(error)).toEqual({ kind: "home", status });
  });

  it("should show the not-found page for 404, not go home (SPEC.md §8 unmatched route)", () => {
    expect(renderErrorOutcome({ status: 404 })).toEqual({ kind: "not-found", status: 404 });
    expect(renderErrorOutcome(routeError(404))).toEqual({ kind: "not-found", status: 404 });
  });

  it("should read a status outside 100 to 999 as SPEC.md §8's default 500, and still go home", () => {
    expect(renderErrorOutcome({ status: 42 })).toEqual({ kind: "home", status: 500 });
    expect(renderErrorOutcome({ status: 1404 })).toEqual({ kind: "home", status: 500 });
  });

  it.each([
    new Error("boom"),
    new TypeError("Failed to fetch dynamically imported module"),
    { status: "500" },
    null,
    "error",
  ])("should leave an error without a status code on the page: %o", (error) => {
    expect(renderErrorOutcome(error)).toEqual({ kind: "message", status: null });
  });
});
