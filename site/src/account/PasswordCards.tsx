import { Alert, Button, PasswordField, Spinner } from "@mvpn/design-system";
import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { TitledCard } from "../app/TitledCard";
import {
  EMPTY_NEW_PASSWORD,
  type NewPassword,
  NewPasswordFields,
  type NewPasswordWords,
  newPasswordErrors,
} from "../forms/NewPasswordFields";
import { useForm } from "../forms/useForm";
import { useWording, type Worded } from "../forms/worded";
import { SetPasswordForm, type SetPasswordFormMessages } from "../payment-result/SetPasswordForm";
import { changePasswordErrorsOf } from "./account-errors";
import { accountMessages as m } from "./account-messages";

const setPasswordMessages: SetPasswordFormMessages = {
  passwordDoneTitle: m.setPasswordDoneTitle,
  passwordDoneBody: m.setPasswordDoneBody,
  passwordRules: m.passwordRules,
  passwordMismatch: m.passwordMismatch,
  passwordFailed: m.setPasswordFailed,
  passwordNew: m.passwordNew,
  passwordConfirm: m.passwordConfirm,
  passwordSaving: m.setPasswordSaving,
  passwordSubmit: m.setPasswordSubmit,
};

/** set_password, signed in: the call also marks the session's user as having one. */
const setPasswordSignedIn = (body: { password: string; locale: string }) =>
  quietApi().then((calls) => calls.setPassword(body));

/** "Set a password" for an account without one (password_set 0): the checkout's form, in this page's words. */
export function SetPasswordCard({ locale }: { locale: string }) {
  const intl = useIntl();
  return (
    <TitledCard
      slot="account-set-password"
      title={intl.formatMessage(m.setPasswordTitle)}
      description={intl.formatMessage(m.setPasswordBody)}
    >
      <SetPasswordForm
        locale={locale}
        setPassword={setPasswordSignedIn}
        messages={setPasswordMessages}
      />
    </TitledCard>
  );
}

interface ChangePasswordValues extends NewPassword {
  old: string;
}

const EMPTY: ChangePasswordValues = { old: "", ...EMPTY_NEW_PASSWORD };

const WORDS: NewPasswordWords = {
  password: m.passwordNew,
  confirm: m.passwordConfirm,
  rules: m.passwordRules,
  mismatch: m.passwordMismatch,
};

/**
 * change_password: the current password, a new one with SPEC.md §5's
 * checklist and the same again. The api signs the other sessions out; the
 * answer says how many, and the visitor is told.
 */
export function ChangePasswordCard({ locale }: { locale: string }) {
  const intl = useIntl();
  const word = useWording();
  const form = useForm<ChangePasswordValues, keyof ChangePasswordValues | "form", Worded>(EMPTY, {
    validate: (values) => ({
      ...(values.old === "" ? { old: m.passwordOldRequired } : {}),
      ...newPasswordErrors(values, WORDS),
    }),
  });
  const [signedOut, setSignedOut] = useState<number | null>(null);
  const saving = form.pending !== null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSignedOut(null);
    if (!form.check()) return;
    void form.run("submit", async () => {
      try {
        const answer = await quietApi().then((calls) =>
          calls.changePassword({
            old_password: form.values.old,
            new_password: form.values.password,
            locale,
          }),
        );
        form.reset(EMPTY);
        setSignedOut(answer.signed_out_sessions);
      } catch (reason) {
        const { next, ...answer } = changePasswordErrorsOf(reason) ?? {
          form: intl.formatMessage(m.passwordFailed),
        };
        form.showErrors({ ...answer, ...(next ? { password: next } : {}) });
      }
    });
  };

  return (
    <TitledCard
      slot="account-change-password"
      title={intl.formatMessage(m.passwordTitle)}
      description={intl.formatMessage(m.passwordBody)}
    >
      <form ref={form.formRef} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label={intl.formatMessage(m.passwordOld)}
          autoComplete="current-password"
          required
          {...form.control("old")}
          error={word(form.errors.old)}
        />
        <NewPasswordFields form={form} words={WORDS} />
        {form.errors.form ? (
          <Alert tone="error" live>
            {word(form.errors.form)}
          </Alert>
        ) : null}
        {signedOut !== null ? (
          <Alert tone="success" live>
            {intl.formatMessage(m.passwordDone, { count: signedOut })}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" aria-disabled={saving || undefined} className="self-start">
          {saving ? <Spinner size="sm" decorative /> : null}
          {intl.formatMessage(saving ? m.passwordSaving : m.passwordSubmit)}
        </Button>
      </form>
    </TitledCard>
  );
}
