import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardTitle,
  PasswordField,
  Spinner,
} from "@mvpn/design-system";
import { type FormEvent, useId, useState } from "react";
import { useIntl } from "react-intl";
import { quietApi } from "../api/quiet";
import { newPasswordProblems } from "../auth/form-rules";
import { EMPTY_NEW_PASSWORD, NewPasswordFields, useNewPassword } from "../auth/NewPasswordFields";
import { SetPasswordForm, type SetPasswordFormMessages } from "../payment-result/SetPasswordForm";
import { type ChangePasswordErrors, changePasswordErrorsOf } from "./account-errors";
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
    <Card data-slot="account-set-password">
      <CardContent gap="md">
        <div className="flex flex-col gap-2">
          <CardTitle headingLevel={2}>{intl.formatMessage(m.setPasswordTitle)}</CardTitle>
          <CardDescription>{intl.formatMessage(m.setPasswordBody)}</CardDescription>
        </div>
        <SetPasswordForm
          locale={locale}
          setPassword={setPasswordSignedIn}
          messages={setPasswordMessages}
        />
      </CardContent>
    </Card>
  );
}

/**
 * change_password: the current password, a new one with SPEC.md §5's
 * checklist and the same again. The api signs the other sessions out; the
 * answer says how many, and the visitor is told.
 */
export function ChangePasswordCard({ locale }: { locale: string }) {
  const intl = useIntl();
  const oldId = useId();
  const { ids, value, setValue } = useNewPassword();
  const [old, setOld] = useState("");
  const [errors, setErrors] = useState<ChangePasswordErrors>({});
  const [saving, setSaving] = useState(false);
  const [signedOut, setSignedOut] = useState<number | null>(null);

  const focus = (id: string) => document.getElementById(id)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setSignedOut(null);
    const problems = newPasswordProblems(value);
    const found: ChangePasswordErrors = {};
    if (old === "") found.old = intl.formatMessage(m.passwordOldRequired);
    if (problems.password) found.next = intl.formatMessage(m.passwordRules);
    if (problems.confirm) found.confirm = intl.formatMessage(m.passwordMismatch);
    setErrors(found);
    if (found.old) return focus(oldId);
    if (found.next) return focus(ids.password);
    if (found.confirm) return focus(ids.confirm);
    setSaving(true);
    try {
      const answer = await quietApi().then((calls) =>
        calls.changePassword({ old_password: old, new_password: value.password, locale }),
      );
      setOld("");
      setValue(EMPTY_NEW_PASSWORD);
      setSignedOut(answer.signed_out_sessions);
    } catch (reason) {
      const answer = changePasswordErrorsOf(reason) ?? {
        form: intl.formatMessage(m.passwordFailed),
      };
      setErrors(answer);
      if (answer.old) focus(oldId);
      else if (answer.next) focus(ids.password);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card data-slot="account-change-password">
      <CardContent gap="md">
        <div className="flex flex-col gap-2">
          <CardTitle headingLevel={2}>{intl.formatMessage(m.passwordTitle)}</CardTitle>
          <CardDescription>{intl.formatMessage(m.passwordBody)}</CardDescription>
        </div>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <PasswordField
            id={oldId}
            label={intl.formatMessage(m.passwordOld)}
            autoComplete="current-password"
            required
            value={old}
            onChange={(event) => setOld(event.target.value)}
            error={errors.old}
          />
          <NewPasswordFields
            ids={ids}
            labels={{ password: m.passwordNew, confirm: m.passwordConfirm }}
            value={value}
            onChange={setValue}
            errors={{ password: errors.next, confirm: errors.confirm }}
          />
          {errors.form ? (
            <Alert tone="error" live>
              {errors.form}
            </Alert>
          ) : null}
          {signedOut !== null ? (
            <Alert tone="success" live>
              {intl.formatMessage(m.passwordDone, { count: signedOut })}
            </Alert>
          ) : null}
          <Button
            type="submit"
            size="lg"
            aria-disabled={saving || undefined}
            className="self-start"
          >
            {saving ? <Spinner size="sm" decorative /> : null}
            {intl.formatMessage(saving ? m.passwordSaving : m.passwordSubmit)}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
