import { Alert, Button, EmailField, Spinner, TextField } from "@mvpn/design-system";
import type { FormEvent, ReactNode } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../app/routing/paths";
import { type NewPassword, NewPasswordFields } from "../forms/NewPasswordFields";
import type { Form } from "../forms/useForm";
import { useWording, type Worded } from "../forms/worded";
import { forgetpasswordMessages as m } from "./forgetpassword-messages";
import type { ResetFlow } from "./reset-flow";

export interface ResetValues extends NewPassword {
  email: string;
  code: string;
}
export type ResetField = keyof ResetValues;
export type ResetWork = "send" | "save" | "resend";
export type ResetForm = Form<ResetValues, ResetField, Worded, ResetWork>;

interface StepProps {
  form: ResetForm;
  flow: ResetFlow;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The failure alert and the way back to /login, shared by both steps. */
  failure: ReactNode;
  backToLogin: ReactNode;
}

/** A step's form: the form model's, checked by the step's own submit, busy while it sends. */
function StepForm({
  form,
  onSubmit,
  children,
}: Pick<StepProps, "form" | "onSubmit"> & { children: ReactNode }) {
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={!!form.pending}
    >
      {children}
    </form>
  );
}

/** Step 1: the address the code goes to. */
export function EmailStep({ form, onSubmit, failure, backToLogin }: StepProps) {
  const intl = useIntl();
  const word = useWording();
  const working = form.pending;
  return (
    <div className="flex flex-col gap-6" data-slot="forgetpassword" data-step="email">
      <StepForm form={form} onSubmit={onSubmit}>
        <EmailField
          label={intl.formatMessage(m.email)}
          autoComplete="email"
          required
          {...form.control("email")}
          error={word(form.errors.email)}
        />
        {failure}
        <Button type="submit" size="lg" aria-disabled={working !== null || undefined}>
          {working ? <Spinner size="sm" decorative /> : null}
          {intl.formatMessage(working ? m.sending : m.send)}
        </Button>
      </StepForm>
      {backToLogin}
    </div>
  );
}

/** Step 2: the mailed code and the new password twice; a new code after the cooldown. */
export function ResetStep({
  form,
  flow,
  onSubmit,
  failure,
  backToLogin,
  onResend,
  onOtherEmail,
}: StepProps & { onResend: () => void; onOtherEmail: () => void }) {
  const intl = useIntl();
  const word = useWording();
  const working = form.pending;
  return (
    <div className="flex flex-col gap-6" data-slot="forgetpassword" data-step="reset">
      {flow.sent ? (
        <Alert tone="info" live title={intl.formatMessage(m.sentTitle)}>
          {intl.formatMessage(m.sentBody, {
            email: <bdi dir="ltr">{form.values.email.trim()}</bdi>,
            minutes: flow.sent.minutes,
          })}
        </Alert>
      ) : null}
      <StepForm form={form} onSubmit={onSubmit}>
        <TextField
          label={intl.formatMessage(m.code)}
          description={intl.formatMessage(m.codeHint)}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          inputClassName="rtl:text-end"
          required
          {...form.control("code")}
          error={word(form.errors.code)}
        />
        <NewPasswordFields form={form} words={{ password: m.newPassword, confirm: m.confirm }} />
        {failure}
        {flow.resent ? (
          <Alert tone="success" live>
            {intl.formatMessage(m.resent)}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" aria-disabled={working !== null || undefined}>
          {working === "save" ? <Spinner size="sm" decorative /> : null}
          {intl.formatMessage(working === "save" ? m.saving : m.save)}
        </Button>
      </StepForm>
      <div className="flex flex-col items-start gap-2 text-sm">
        {flow.wait > 0 ? (
          <p className="text-text-muted m-0">
            {intl.formatMessage(m.resendWait, { seconds: flow.wait })}
          </p>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-disabled={working !== null || undefined}
            onClick={onResend}
          >
            {working === "resend" ? <Spinner size="sm" decorative /> : null}
            {intl.formatMessage(m.resend)}
          </Button>
        )}
        <Button type="button" variant="link" size="sm" onClick={onOtherEmail}>
          {intl.formatMessage(m.otherEmail)}
        </Button>
        {backToLogin}
      </div>
    </div>
  );
}

/** Step 3: set; signed in with it, or asked to log in when that failed. */
export function DoneStep({ locale, signInFailed }: { locale: string; signInFailed: boolean }) {
  const intl = useIntl();
  return (
    <div className="flex flex-col gap-4" data-slot="forgetpassword" data-step="done">
      <Alert tone="success" live title={intl.formatMessage(m.doneTitle)}>
        {intl.formatMessage(signInFailed ? m.doneLogIn : m.doneSigningIn)}
      </Alert>
      {signInFailed ? (
        <Button asChild size="lg" className="self-start">
          <Link to={withLanguage(locale, "/login")}>{intl.formatMessage(m.logIn)}</Link>
        </Button>
      ) : null}
    </div>
  );
}
