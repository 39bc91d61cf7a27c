import { type ApiUi, apiUi } from "./ui-port";

/**
 * SPEC.md §4 and §8 "Render error with a status code: redirect to /". For the
 * site's error boundary; true when it redirected.
 */
export function redirectOnRenderError(error: unknown, ui: ApiUi = apiUi()): boolean {
  if (statusOf(error) === null) return false;
  ui.navigate("/");
  return true;
}

function statusOf(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const value = typeof status === "number" ? status : statusCode;
  return typeof value === "number" ? value : null;
}
