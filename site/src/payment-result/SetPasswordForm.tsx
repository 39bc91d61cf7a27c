import { Alert, Button, Spinner } from "@mvpn/design-system";
import { type FormEvent, useState } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import {
  EMPTY_NEW_PASSWORD,
  type NewPassword,
  NewPasswordFields,
  newPasswordErrors,
} from "../forms/NewPasswordFields";
import { useForm } from "../forms/useForm";
import type { Worded } from "../forms/worded";
import { paysucMessages as m } from "./paysuc-messages";
import { setPasswordErrorsOf } from "./set-password-errors";

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
  const words = {
    password: messages.passwordNew,
    confirm: messages.passwordConfirm,
    rules: messages.passwordRules,
    mismatch: messages.passwordMismatch,
  };
  const form = useForm<NewPassword, "password" | "confirm" | "form", Worded>(EMPTY_NEW_PASSWORD, {
    validate: (values) => newPasswordErrors(values, words),
  });
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Alert tone="success" live title={intl.formatMessage(messages.passwordDoneTitle)}>
        {intl.formatMessage(messages.passwordDoneBody)}
      </Alert>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.pending) return;
    if (!form.check()) return;
    void form.run("submit", async () => {
      try {
        await setPassword({ password: form.values.password, locale });
        setDone(true);
      } catch (reason) {
        form.showErrors(
          setPasswordErrorsOf(reason) ?? { form: intl.formatMessage(messages.passwordFailed) },
        );
      }
    });
  };

  const saving = form.pending !== null;
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      data-slot="set-password-form"
    >
      <NewPasswordFields
        form={form}
        words={{ password: messages.passwordNew, confirm: messages.passwordConfirm }}
      />
      {typeof form.errors.form === "string" ? (
        <Alert tone="error" live>
          {form.errors.form}
        </Alert>
      ) : null}
      <Button type="submit" size="lg" aria-disabled={saving || undefined} className="self-start">
        {saving ? <Spinner size="sm" decorative /> : null}
        {intl.formatMessage(saving ? messages.passwordSaving : messages.passwordSubmit)}
      </Button>
    </form>
  );
}
