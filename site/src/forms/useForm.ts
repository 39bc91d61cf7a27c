import { type RefObject, useCallback, useEffect, useReducer, useRef } from "react";

/** Each field's error, by field name; a field without one is absent. */
export type FormErrors<F extends string, E> = Partial<Record<F, E>>;

interface FormState<V, F extends string, E, P extends string> {
  values: V;
  errors: FormErrors<F, E>;
  /** What the form is doing (sending, saving…), or null when it waits for the visitor. */
  pending: P | null;
  /** Where focus goes after the next render: a control's id, the first invalid control, or nowhere. */
  focus: { target: string | "first-invalid"; request: number } | null;
}

type FormAction<V, F extends string, E, P extends string> =
  | { type: "values"; update: (values: V) => V; clear?: F }
  | { type: "errors"; errors: FormErrors<F, E>; focus: boolean }
  | { type: "clear-error"; field: F }
  | { type: "pending"; pending: P | null }
  | { type: "focus"; target: string | "first-invalid" };

function nextFocus(state: { focus: { request: number } | null }, target: string) {
  return { target, request: (state.focus?.request ?? 0) + 1 };
}

function withoutError<F extends string, E>(errors: FormErrors<F, E>, field: F) {
  if (errors[field] === undefined) return errors;
  const { [field]: _, ...rest } = errors;
  return rest as FormErrors<F, E>;
}

/** The one reducer behind every form of the site: what was typed, what is wrong, what is running. */
export function formReducer<V, F extends string, E, P extends string>(
  state: FormState<V, F, E, P>,
  action: FormAction<V, F, E, P>,
): FormState<V, F, E, P> {
  switch (action.type) {
    case "values":
      return {
        ...state,
        values: action.update(state.values),
        errors:
          action.clear === undefined ? state.errors : withoutError(state.errors, action.clear),
      };
    case "errors":
      return {
        ...state,
        errors: action.errors,
        focus:
          action.focus && Object.values(action.errors).some((error) => error !== undefined)
            ? nextFocus(state, "first-invalid")
            : state.focus,
      };
    case "clear-error":
      return { ...state, errors: withoutError(state.errors, action.field) };
    case "pending":
      return { ...state, pending: action.pending };
    case "focus":
      return { ...state, focus: nextFocus(state, action.target) };
  }
}

export interface UseFormOptions {
  /** Typing in a field takes its error away (the contact form); otherwise errors stay until the next check. */
  clearErrorOnChange?: boolean;
}

export interface Form<V, F extends string, E, P extends string> {
  values: V;
  errors: FormErrors<F, E>;
  pending: P | null;
  /** Sets one value, as a field's onChange does; replay.ts relies on it after hydration. */
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  setValues: (update: (values: V) => V) => void;
  /**
   * Shows these errors in place of the last ones; when there is any, focus
   * moves to the first invalid control once they are drawn, so keyboard and
   * screen-reader users land on it. True when there is any.
   */
  showErrors: (errors: FormErrors<F, E>, options?: { focus?: boolean }) => boolean;
  clearError: (field: F) => void;
  /**
   * Runs a submission: one at a time (a second press while it runs does
   * nothing), with `pending` set to `kind` until it settles.
   */
  run: (kind: P, action: () => Promise<void>) => Promise<void>;
  /** Moves focus to a control by id once the next render is drawn (a wrong password: back to it). */
  focusControl: (id: string) => void;
  /** On the `<form>`: where the first invalid control is looked for. */
  formRef: RefObject<HTMLFormElement | null>;
}

/**
 * A form's values, errors and submit state, and focus on the first invalid
 * field after a failed check: every form of the site, so a new form has one
 * way to do it. The control to focus is found in the drawn form by
 * `aria-invalid` (set by the design system's Field), after the render that
 * shows the errors, so the order is the form's own.
 */
export function useForm<
  V,
  F extends string = Extract<keyof V, string>,
  E = string,
  P extends string = "submit",
>(initial: V | (() => V), options: UseFormOptions = {}): Form<V, F, E, P> {
  const [state, dispatch] = useReducer(
    formReducer<V, F, E, P>,
    initial,
    (first): FormState<V, F, E, P> => ({
      values: typeof first === "function" ? (first as () => V)() : first,
      errors: {},
      pending: null,
      focus: null,
    }),
  );
  const formRef = useRef<HTMLFormElement | null>(null);
  const busy = useRef(false);
  const clearOnChange = options.clearErrorOnChange ?? false;

  useEffect(() => {
    if (!state.focus) return;
    const target =
      state.focus.target === "first-invalid"
        ? (formRef.current ?? document).querySelector<HTMLElement>("[aria-invalid=true]")
        : document.getElementById(state.focus.target);
    target?.focus();
  }, [state.focus]);

  const setValue = useCallback(
    <K extends keyof V>(field: K, value: V[K]) =>
      dispatch({
        type: "values",
        update: (values) => ({ ...values, [field]: value }),
        clear: clearOnChange ? (field as unknown as F) : undefined,
      }),
    [clearOnChange],
  );
  const setValues = useCallback(
    (update: (values: V) => V) => dispatch({ type: "values", update }),
    [],
  );
  const showErrors = useCallback((errors: FormErrors<F, E>, { focus = true } = {}) => {
    dispatch({ type: "errors", errors, focus });
    return Object.values(errors).some((error) => error !== undefined);
  }, []);
  const clearError = useCallback((field: F) => dispatch({ type: "clear-error", field }), []);
  const focusControl = useCallback((id: string) => dispatch({ type: "focus", target: id }), []);
  const run = useCallback(async (kind: P, action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    dispatch({ type: "pending", pending: kind });
    try {
      await action();
    } finally {
      busy.current = false;
      dispatch({ type: "pending", pending: null });
    }
  }, []);

  return {
    values: state.values,
    errors: state.errors,
    pending: state.pending,
    setValue,
    setValues,
    showErrors,
    clearError,
    run,
    focusControl,
    formRef,
  };
}
