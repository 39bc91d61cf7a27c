/** Each field's error, by field name; a field without one is absent. */
export type FormErrors<F extends string, E> = Partial<Record<F, E>>;

/** The form's own checks (issue #38 "A form that forgives"), as the last render gave them. */
export interface FormRules<V, F extends string, E> {
  validate?: ((values: V) => FormErrors<F, E>) | undefined;
  /** Where a field's value is, when it is not `values[field]` (the checkout's card fields). */
  fieldValue?: ((values: V, field: F) => unknown) | undefined;
}

export interface FormState<V, F extends string, E, P extends string> {
  values: V;
  /** What the form opened with: a field typed in differs from it. */
  initial: V;
  errors: FormErrors<F, E>;
  /** Fields re-checked as they are typed: after a blur once typed in, or after a submit attempt. */
  touched: { all: boolean; fields: Partial<Record<F, true>> };
  /** What the form is doing (sending, saving…), or null when it waits for the visitor. */
  pending: P | null;
  /** Where focus goes after the next render: a control's id, the first invalid control, or nowhere. */
  focus: { target: string | "first-invalid"; request: number } | null;
}

export type FormAction<V, F extends string, E, P extends string> =
  | { type: "values"; update: (values: V) => V; rules: FormRules<V, F, E> }
  | { type: "errors"; errors: FormErrors<F, E>; focus: boolean }
  | { type: "check"; rules: FormRules<V, F, E>; fields?: readonly F[] | undefined }
  | { type: "blur"; field: F; rules: FormRules<V, F, E> }
  | { type: "clear-error"; field: F }
  | { type: "reset"; values: V }
  | { type: "pending"; pending: P | null }
  | { type: "focus"; target: string | "first-invalid" };

export function initialFormState<V, F extends string, E, P extends string>(
  values: V,
): FormState<V, F, E, P> {
  return {
    values,
    initial: values,
    errors: {},
    touched: { all: false, fields: {} },
    pending: null,
    focus: null,
  };
}

function nextFocus(state: { focus: { request: number } | null }, target: string) {
  return { target, request: (state.focus?.request ?? 0) + 1 };
}

function withError<F extends string, E>(errors: FormErrors<F, E>, field: F, error: E | undefined) {
  if (errors[field] === error) return errors;
  if (error !== undefined) return { ...errors, [field]: error };
  const { [field]: _, ...rest } = errors;
  return rest as FormErrors<F, E>;
}

const valueAt = <V, F extends string, E>(rules: FormRules<V, F, E>, values: V, field: F) =>
  rules.fieldValue ? rules.fieldValue(values, field) : (values as Record<string, unknown>)[field];

/**
 * The errors once the values change: a field re-checks when its own value
 * changed and it is touched (or already shows an error), so an error goes the
 * moment the value is valid and never waits for another submit. A field the
 * visitor is not typing in only loses or updates an error of the form's own
 * checks (the confirmation once the password matches it); it is not newly
 * scolded, and an error the api gave stays until its own value changes.
 */
function recheck<V, F extends string, E, P extends string>(
  state: FormState<V, F, E, P>,
  next: V,
  rules: FormRules<V, F, E>,
): FormErrors<F, E> {
  const { validate } = rules;
  if (!validate) return state.errors;
  const before = validate(state.values);
  const after = validate(next);
  const fields = new Set<F>([
    ...(Object.keys(state.errors) as F[]),
    ...(Object.keys(after) as F[]),
    ...(Object.keys(state.touched.fields) as F[]),
  ]);
  let errors = state.errors;
  for (const field of fields) {
    const shown = state.errors[field];
    const touched = state.touched.all || state.touched.fields[field] === true;
    const changed = !Object.is(valueAt(rules, state.values, field), valueAt(rules, next, field));
    if (changed ? touched || shown !== undefined : shown !== undefined && shown === before[field]) {
      errors = withError(errors, field, after[field]);
    }
  }
  return errors;
}

/** The one reducer behind every form of the site: what was typed, what is wrong, what is running. */
export function formReducer<V, F extends string, E, P extends string>(
  state: FormState<V, F, E, P>,
  action: FormAction<V, F, E, P>,
): FormState<V, F, E, P> {
  switch (action.type) {
    case "values": {
      const values = action.update(state.values);
      return { ...state, values, errors: recheck(state, values, action.rules) };
    }
    case "check": {
      const found: FormErrors<F, E> = action.rules.validate?.(state.values) ?? {};
      const fields = { ...state.touched.fields };
      let errors = found;
      if (action.fields) {
        // A step's own fields: the others keep what they show.
        errors = state.errors;
        for (const field of action.fields) {
          fields[field] = true;
          errors = withError(errors, field, found[field]);
        }
      }
      return formReducer(
        { ...state, touched: { all: state.touched.all || !action.fields, fields } },
        { type: "errors", errors, focus: true },
      );
    }
    case "blur": {
      // Leaving a field checks it once something was typed there: a field
      // merely tabbed through is not scolded before a submit.
      const { field, rules } = action;
      const typed = !Object.is(
        valueAt(rules, state.values, field),
        valueAt(rules, state.initial, field),
      );
      const touched = state.touched.all || state.touched.fields[field] === true || typed;
      if (!touched || !rules.validate) return state;
      const error = rules.validate(state.values)[field];
      return {
        ...state,
        touched: { ...state.touched, fields: { ...state.touched.fields, [field]: true } },
        errors: error === undefined ? state.errors : withError(state.errors, field, error),
      };
    }
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
      return { ...state, errors: withError(state.errors, action.field, undefined) };
    case "reset":
      // Done with what was typed (saved, sent): a fresh start, nothing touched.
      return { ...initialFormState(action.values), pending: state.pending, focus: state.focus };
    case "pending":
      return { ...state, pending: action.pending };
    case "focus":
      return { ...state, focus: nextFocus(state, action.target) };
  }
}
