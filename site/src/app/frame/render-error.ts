import { isRouteErrorResponse } from "react-router";
import { normalizeErrorStatus } from "../routing/navigation-guards";

/** What the root error boundary does with an error (SPEC.md §4, §8). */
export type RenderErrorOutcome =
  /** "Unmatched route or failed validate: not-found error, status 404". */
  | { kind: "not-found"; status: 404 }
  /** "Render error with a status code: redirect to /" (the language root). */
  | { kind: "home"; status: number }
  /** No status: the translated error message stays on the page. */
  | { kind: "message"; status: null };

/**
 * The one place SPEC.md's render-error rule lives, for root.tsx's boundary: a
 * route error response (a loader's or a page data file's status) or an error
 * carrying `status`/`statusCode`, read through §8's 100–999 rule.
 */
export function renderErrorOutcome(error: unknown): RenderErrorOutcome {
  const status = statusOf(error);
  if (status === null) return { kind: "message", status: null };
  return status === 404 ? { kind: "not-found", status } : { kind: "home", status };
}

function statusOf(error: unknown): number | null {
  if (isRouteErrorResponse(error)) return normalizeErrorStatus(error.status);
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const carried = status ?? statusCode;
  return typeof carried === "number" ? normalizeErrorStatus(carried) : null;
}
