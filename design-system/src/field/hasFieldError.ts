import type { ReactNode } from "react";

/** A field shows an error when it was given something to say: not undefined, null, false or "". */
export function hasFieldError(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== "";
}
