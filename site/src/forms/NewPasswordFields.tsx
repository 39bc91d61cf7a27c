import { passwordChecklist } from "@mvpn/contract/validation";
import { PasswordField } from "@mvpn/design-system";
import type { MessageDescriptor } from "react-intl";
import { newPasswordProblems } from "../auth/form-rules";
import type { Form, FormErrors } from "./useForm";
import { useWording, type Worded } from "./worded";

/** What a visitor typed for a new password and its confirmation. */
export interface NewPassword {
  password: string;
  confirm: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: "", confirm: "" };

/** The pair's words; each page takes them from its own catalog. */
export interface NewPasswordWords {
  password: MessageDescriptor;
  confirm: MessageDescriptor;
  /** The password breaks SPEC.md §5's rules (and is empty, unless `missing` says otherwise). */
  rules: MessageDescriptor;
  mismatch: MessageDescriptor;
  missing?: MessageDescriptor;
}

/**
 * The pair's check: the rules, then the match. Both are named unless
 * `oneAtATime`, where a mismatch waits until the password itself is fine.
 */
export function newPasswordErrors(
  value: NewPassword,
  words: NewPasswordWords,
  { oneAtATime = false } = {},
): FormErrors<"password" | "confirm", MessageDescriptor> {
  const problems = newPasswordProblems(value);
  const errors: FormErrors<"password" | "confirm", MessageDescriptor> = {};
  if (problems.password) {
    errors.password =
      problems.password === "missing" ? (words.missing ?? words.rules) : words.rules;
  }
  if (problems.confirm && !(oneAtATime && errors.password)) errors.confirm = words.mismatch;
  return errors;
}

/** A form that holds a new password: its values and errors include the pair's. */
type PasswordForm = Pick<
  Form<NewPassword, "password" | "confirm", Worded, string>,
  "values" | "errors" | "setValue" | "blur" | "control"
>;

/**
 * A new password with SPEC.md §5's checklist, then the same again: the one
 * pair that /forgetpassword, /paysuc and the account page share, so the
 * rules, the match, the autocomplete hints and the checklist cannot drift
 * apart. It reads and writes the `password` and `confirm` of the form's
 * values and shows their errors.
 */
export function NewPasswordFields({
  form,
  words,
}: {
  form: PasswordForm;
  words: Pick<NewPasswordWords, "password" | "confirm">;
}) {
  const word = useWording();
  return (
    <>
      <PasswordField
        label={word(words.password)}
        autoComplete="new-password"
        checklist={passwordChecklist}
        required
        {...form.control("password")}
        error={word(form.errors.password)}
      />
      <PasswordField
        label={word(words.confirm)}
        autoComplete="new-password"
        required
        {...form.control("confirm")}
        error={word(form.errors.confirm)}
      />
    </>
  );
}
