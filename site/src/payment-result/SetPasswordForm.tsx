import { Alert, Button, Spinner } from "@mvpn/design-system";
import { type FormEvent, useState } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { newPasswordProblems } from "../auth/form-rules";
import { NewPasswordFields, useNewPassword } from "../auth/NewPasswordFields";
import { paysucMessages as m } from "./paysuc-messages";
import { type SetPasswordErrors, setPasswordErrorsOf } from "./set-password-errors";

/** The words the form shows; /paysuc's by default, another page passes its own catalog's. */
export type SetPasswordFormMessages = Record<
  | "passwordDoneTitle"
  | "passwordDoneBody"
  | "passwordRules"
  | "passwordMismatch"
  | "passwordFailed"
  | "passwordNew"
  | "passwordConfirm"
  | "passwordSaving"
  | "passwordSubmit",
  MessageDescriptor
>;

export interface SetPasswordFormProps {
  locale: string;
  messages?: SetPasswordFormMessages;
  /** account/v1/web/set_password, signed in; it marks the session's user as having a password. */
  setPassword: (body: { password: string; locale: string }) => Promise<unknown>;
}

/**
 * The first password of an account made at checkout (`password_set` 0):
 * new password with SPEC.md §5's checklist, the same again, then
 * set_password. Errors show by their field; success replaces the form.
 */
export function SetPasswordForm({ locale, setPassword, messages = m }: SetPasswordFormProps) {
  const intl = useIntl();
  const { ids, value, setValue } = useNewPassword();
  const [errors, setErrors] = useState<SetPasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Alert tone="success" live title={intl.formatMessage(messages.passwordDoneTitle)}>
        {intl.formatMessage(messages.passwordDoneBody)}
      </Alert>
    );
  }

  const focus = (id: string) => document.getElementById(id)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const problems = newPasswordProblems(value);
    const found: SetPasswordErrors = {};
    if (problems.password) found.password = intl.formatMessage(messages.passwordRules);
    if (problems.confirm) found.confirm = intl.formatMessage(messages.passwordMismatch);
    setErrors(found);
    if (found.password) return focus(ids.password);
    if (found.confirm) return focus(ids.confirm);
    setSaving(true);
    try {
      await setPassword({ password: value.password, locale });
      setDone(true);
    } catch (reason) {
      const answer = setPasswordErrorsOf(reason) ?? {
        form: intl.formatMessage(messages.passwordFailed),
      };
      setErrors(answer);
      if (answer.password) focus(ids.password);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-slot="set-password-form"
    >
      <NewPasswordFields
        ids={ids}
        labels={{ password: messages.passwordNew, confirm: messages.passwordConfirm }}
        value={value}
        onChange={setValue}
        errors={errors}
      />
      {errors.form ? (
        <Alert tone="error" live>
          {errors.form}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" aria-disabled={saving || undefined} className="self-start">
        {saving ? <Spinner size="sm" decorative /> : null}
        {intl.formatMessage(saving ? messages.passwordSaving : messages.passwordSubmit)}
      </Button>
    </form>
  );
}
