import { useId } from "react";

export interface FieldIds {
  /** The control's id: the caller's, so a FormError can link to it, or a generated one. */
  control: string;
  description: string;
  error: string;
}

/** Ids that tie a field's label, description and error to its control. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  return { control, description: `${control}-description`, error: `${control}-error` };
}

/**
 * Joins ids for `aria-describedby`, skipping anything that is not an id (so
 * `description && ids.description` can be passed as it is); undefined when
 * none is left.
 */
export function describedBy(...ids: unknown[]): string | undefined {
  const joined = ids.filter((id): id is string => typeof id === "string" && id !== "").join(" ");
  return joined === "" ? undefined : joined;
}
