import { type RefObject, useCallback, useEffect, useReducer, useRef } from "react";
import { type FormErrors, type FormRules, formReducer, initialFormState } from "./form-reducer";

export type { FormErrors } from "./form-reducer";
export { formReducer } from "./form-reducer";

export interface UseFormOptions<V, F extends string, E> extends FormRules<V, F, E> {
  /**
   * The form's own checks of what was typed (the contract's rules), as errors
   * by field: run by `check()` on submit, and again as a touched field is
   * typed in or left, so an error goes the moment its value is valid.
   */
  validate?: ((values: V) => FormErrors<F, E>) | undefined;
}

/** What `control(field)` hands a text control. */
export interface TextControl {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: (event: { relatedTarget: EventTarget | null }) => void;
}

export interface Form<V, F extends string, E, P extends string> {
  values: V;
  errors: FormErrors<F, E>;
  pending: P | null;
  /** Sets one value, as a field's onChange does; replay.ts relies on it after hydration. */
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  setValues: (update: (values: V) => V) => void;
  /**
   * For a field's onBlur: once something was typed there, the field is
   * checked and stays checked as it changes. Not when focus goes to a submit
   * button: an error drawn on its mousedown would move it from under the
   * pointer and lose the click, and the submit checks everything anyway.
   */
  blur: (field: F, event?: { relatedTarget: EventTarget | null }) => void;
  /** A text control's value, onChange and onBlur for `field`: spread on a TextField, Select or Textarea. */
  control: <K extends F & keyof V>(field: K) => TextControl;
  /**
   * A submit attempt: shows `validate`'s errors and focuses the first (as
   * `showErrors`); from then on the fields are re-checked as they are typed in.
   * All of them, or only `fields` (a step's own; the others keep what they
   * show). True when those checked are all well.
   */
  check: (fields?: readonly F[]) => boolean;
  /**
   * Shows these errors in place of the last ones (the api's answer); when
   * there is any, focus moves to the first invalid control once they are
   * drawn, so keyboard and screen-reader users land on it. True when there is any.
   */
  showErrors: (errors: FormErrors<F, E>, options?: { focus?: boolean }) => boolean;
  clearError: (field: F) => void;
  /** Starts again from these values, nothing touched and no error (after a save or a send). */
  reset: (values: V) => void;
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
 * way to do it (ADR 0031). With `validate`, a form forgives (issue #38): a
 * field is checked when left after typing, and once touched (so, after a
 * submit attempt) again on every change. The control to focus is found in
 * the drawn form by `aria-invalid` (set by the design system's Field), after
 * the render that shows the errors, so the order is the form's own.
 */
export function useForm<
  V,
  F extends string = Extract<keyof V, string>,
  E = string,
  P extends string = "submit",
>(initial: V | (() => V), options: UseFormOptions<V, F, E> = {}): Form<V, F, E, P> {
  const [state, dispatch] = useReducer(formReducer<V, F, E, P>, initial, (first) =>
    initialFormState<V, F, E, P>(typeof first === "function" ? (first as () => V)() : first),
  );
  const formRef = useRef<HTMLFormElement | null>(null);
  const busy = useRef(false);
  // The checks of the last render: they may read the page's state (the checkout's method).
  const rules = useRef<FormRules<V, F, E>>(options);
  rules.current = { validate: options.validate, fieldValue: options.fieldValue };

  useEffect(() => {
    if (!state.focus) return;
    const target =
      state.focus.target === "first-invalid"
        ? (formRef.current ?? document).querySelector<HTMLElement>("[aria-invalid=true]")
        : document.getElementById(state.focus.target);
    target?.focus();
  }, [state.focus]);

  const setValues = useCallback(
    (update: (values: V) => V) => dispatch({ type: "values", update, rules: rules.current }),
    [],
  );
  const setValue = useCallback(
    <K extends keyof V>(field: K, value: V[K]) =>
      setValues((values) => ({ ...values, [field]: value })),
    [setValues],
  );
  const blur = useCallback((field: F, event?: { relatedTarget: EventTarget | null }) => {
    const next = event?.relatedTarget;
    if (next instanceof HTMLElement && next.getAttribute("type") === "submit") return;
    dispatch({ type: "blur", field, rules: rules.current });
  }, []);
  const control = useCallback(
    <K extends F & keyof V>(field: K): TextControl => ({
      value: String(state.values[field] ?? ""),
      onChange: (event) => setValue(field, event.target.value as V[K]),
      onBlur: (event) => blur(field, event),
    }),
    [state.values, setValue, blur],
  );
  const check = useCallback(
    (fields?: readonly F[]) => {
      const found: FormErrors<F, E> = rules.current.validate?.(state.values) ?? {};
      dispatch({ type: "check", rules: rules.current, fields });
      const checked = fields ?? (Object.keys(found) as F[]);
      return checked.every((field) => found[field] === undefined);
    },
    [state.values],
  );
  const showErrors = useCallback((errors: FormErrors<F, E>, { focus = true } = {}) => {
    dispatch({ type: "errors", errors, focus });
    return Object.values(errors).some((error) => error !== undefined);
  }, []);
  const clearError = useCallback((field: F) => dispatch({ type: "clear-error", field }), []);
  const reset = useCallback((values: V) => dispatch({ type: "reset", values }), []);
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
    blur,
    control,
    check,
    showErrors,
    clearError,
    reset,
    run,
    focusControl,
    formRef,
  };
}
