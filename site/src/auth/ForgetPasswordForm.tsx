import type { VerificationType } from "@mvpn/contract/constants";
import { Alert, Button, EmailField, Spinner, TextField } from "@mvpn/design-system";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../app/routing/paths";
import { type AuthFailure, authFailureOf } from "./auth-failure";
import { forgetpasswordMessages as m } from "./forgetpassword-messages";
import {
  emailProblem,
  type FieldProblem,
  firstProblem,
  normalizeCode,
  type Problems,
  RESEND_COOLDOWN_SECONDS,
  resetProblems,
} from "./form-rules";
import { NewPasswordFields, useNewPassword } from "./NewPasswordFields";

type ResetField = "code" | "password" | "confirm";
const RESET_ORDER: readonly ResetField[] = ["code", "password", "confirm"];

const EMAIL_MESSAGES: Partial<Record<FieldProblem, MessageDescriptor>> = {
  missing: m.emailMissing,
  invalid: m.emailInvalid,
};
const RESET_MESSAGES: Record<ResetField, Partial<Record<FieldProblem, MessageDescriptor>>> = {
  code: { missing: m.codeMissing, invalid: m.codeInvalid },
  password: { missing: m.passwordMissing, invalid: m.passwordRules },
  confirm: { mismatch: m.mismatch },
};

export interface ResetCalls {
  /** verification/request: mails a code in `locale` (the same answer whether or not the account exists). */
  requestCode: (body: {
    email: string;
    type: VerificationType;
    locale: string;
  }) => Promise<{ expires_in: number }>;
  /** set_password with the mailed code; errors in `locale`. */
  setPassword: (body: {
    email: string;
    code: string;
    password: string;
    locale: string;
  }) => Promise<unknown>;
  /** web/login with the new password (bot protection v2). */
  logIn: (body: { email: string; password: string }) => Promise<unknown>;
}

export interface ForgetPasswordFormProps {
  locale: string;
  calls: ResetCalls;
  /** From the mail's link (`?email=…&code=…&type=…`): straight to the second step. */
  initial?: { email?: string | null; code?: string | null; type?: string | null };
  /** Signed in with the new password. */
  onSignedIn: () => void;
  /** Seconds before another code may be asked for. */
  cooldownSeconds?: number;
}

type Step = "email" | "reset" | "done";

/**
 * /forgetpassword: the email (verification/request), then the mailed code
 * with a new password that meets SPEC.md §5 and the same again
 * (set_password), then a login with it. A new code after a cooldown;
 * everything typed stays on every error.
 */
export function ForgetPasswordForm({
  locale,
  calls,
  initial,
  onSignedIn,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
}: ForgetPasswordFormProps) {
  const intl = useIntl();
  const emailId = useId();
  const codeId = useId();
  const newPassword = useNewPassword();
  const ids = { email: emailId, code: codeId, ...newPassword.ids };
  const fromLink =
    initial?.email && initial.code && !emailProblem(initial.email) ? initial : undefined;
  const type: VerificationType =
    initial?.type === "set_password" ? "set_password" : "reset_password";

  const [step, setStep] = useState<Step>(fromLink ? "reset" : "email");
  const [email, setEmail] = useState(initial?.email ?? "");
  const [emailError, setEmailError] = useState<MessageDescriptor | null>(null);
  const [sent, setSent] = useState<{ minutes: number } | null>(null);
  const [code, setCode] = useState(fromLink?.code ?? "");
  const { password } = newPassword.value;
  const [problems, setProblems] = useState<Problems<ResetField>>({});
  const [apiPasswordError, setApiPasswordError] = useState<string | null>(null);
  const [codeWrong, setCodeWrong] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [resent, setResent] = useState(false);
  const [working, setWorking] = useState<"send" | "save" | "resend" | null>(null);
  const [signInFailed, setSignInFailed] = useState(false);
  const [wait, setWait] = useState(fromLink ? 0 : cooldownSeconds);
  const busy = useRef(false);

  // The resend cooldown counts down once a code was asked for.
  useEffect(() => {
    if (step !== "reset" || wait <= 0) return;
    const timer = window.setTimeout(() => setWait((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [step, wait]);

  const focus = (id: string) => document.getElementById(id)?.focus();

  const failureMessage = (answer: AuthFailure): MessageDescriptor =>
    answer.kind === "rate-limited" ? m.rateLimited : m.network;

  const run = async (kind: "send" | "save" | "resend", action: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setWorking(kind);
    try {
      await action();
    } finally {
      busy.current = false;
      setWorking(null);
    }
  };

  const requestCode = async (kind: "send" | "resend") => {
    setFailure(null);
    setResent(false);
    const problem = emailProblem(email);
    setEmailError(problem ? (EMAIL_MESSAGES[problem] ?? null) : null);
    if (problem) {
      if (kind === "resend") setStep("email");
      return focus(ids.email);
    }
    await run(kind, async () => {
      try {
        const answer = await calls.requestCode({ email: email.trim(), type, locale });
        setSent({ minutes: Math.max(1, Math.round(answer.expires_in / 60)) });
        setWait(cooldownSeconds);
        setCodeWrong(false);
        if (kind === "resend") setResent(true);
        else setStep("reset");
      } catch (reason) {
        const answer = authFailureOf(reason);
        if (answer.kind === "field" && answer.fields.email) {
          setStep("email");
          setEmailError(m.emailInvalid);
          return;
        }
        setFailure(failureMessage(answer));
      }
    });
  };

  const save = async () => {
    setFailure(null);
    setResent(false);
    setApiPasswordError(null);
    setCodeWrong(false);
    const found = resetProblems({ code, ...newPassword.value });
    setProblems(found);
    const first = firstProblem(found, RESET_ORDER);
    if (first) return focus(ids[first]);
    await run("save", async () => {
      try {
        await calls.setPassword({
          email: email.trim(),
          code: normalizeCode(code),
          password,
          locale,
        });
      } catch (reason) {
        const answer = authFailureOf(reason);
        if (answer.kind === "field" && answer.fields.password && !answer.fields.code) {
          setApiPasswordError(answer.fields.password);
          return focus(ids.password);
        }
        if (answer.kind === "field" || answer.kind === "rejected") {
          setCodeWrong(true);
          return focus(ids.code);
        }
        setFailure(failureMessage(answer));
        return;
      }
      setStep("done");
      try {
        await calls.logIn({ email: email.trim(), password });
        onSignedIn();
      } catch {
        setSignInFailed(true);
      }
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void (step === "email" ? requestCode("send") : save());
  };

  const fieldError = (field: ResetField): string | undefined => {
    if (field === "code" && codeWrong) return intl.formatMessage(m.codeWrong);
    if (field === "password" && apiPasswordError) return apiPasswordError;
    const problem = problems[field];
    const message = problem ? RESET_MESSAGES[field][problem] : undefined;
    return message ? intl.formatMessage(message) : undefined;
  };

  const failureAlert = failure ? (
    <Alert tone="error" live title={intl.formatMessage(m.errorTitle)}>
      {intl.formatMessage(failure)}
    </Alert>
  ) : null;
  const backToLogin = (
    <Link
      className="text-text-link self-start text-sm underline"
      to={withLanguage(locale, "/login")}
    >
      {intl.formatMessage(m.backToLogin)}
    </Link>
  );

  if (step === "done") {
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

  if (step === "email") {
    return (
      <div className="flex flex-col gap-6" data-slot="forgetpassword" data-step="email">
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={!!working}>
          <EmailField
            id={ids.email}
            label={intl.formatMessage(m.email)}
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={emailError ? intl.formatMessage(emailError) : undefined}
          />
          {failureAlert}
          <Button type="submit" size="lg" aria-disabled={working !== null || undefined}>
            {working ? <Spinner size="sm" decorative /> : null}
            {intl.formatMessage(working ? m.sending : m.send)}
          </Button>
        </form>
        {backToLogin}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6" data-slot="forgetpassword" data-step="reset">
      {sent ? (
        <Alert tone="info" live title={intl.formatMessage(m.sentTitle)}>
          {intl.formatMessage(m.sentBody, {
            email: <bdi dir="ltr">{email.trim()}</bdi>,
            minutes: sent.minutes,
          })}
        </Alert>
      ) : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={!!working}>
        <TextField
          id={ids.code}
          label={intl.formatMessage(m.code)}
          description={intl.formatMessage(m.codeHint)}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          inputClassName="rtl:text-end"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={fieldError("code")}
        />
        <NewPasswordFields
          ids={newPassword.ids}
          labels={{ password: m.newPassword, confirm: m.confirm }}
          value={newPassword.value}
          onChange={newPassword.setValue}
          errors={{ password: fieldError("password"), confirm: fieldError("confirm") }}
        />
        {failureAlert}
        {resent ? (
          <Alert tone="success" live>
            {intl.formatMessage(m.resent)}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" aria-disabled={working !== null || undefined}>
          {working === "save" ? <Spinner size="sm" decorative /> : null}
          {intl.formatMessage(working === "save" ? m.saving : m.save)}
        </Button>
      </form>
      <div className="flex flex-col items-start gap-2 text-sm">
        {wait > 0 ? (
          <p className="text-text-muted m-0">
            {intl.formatMessage(m.resendWait, { seconds: wait })}
          </p>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-disabled={working !== null || undefined}
            onClick={() => void requestCode("resend")}
          >
            {working === "resend" ? <Spinner size="sm" decorative /> : null}
            {intl.formatMessage(m.resend)}
          </Button>
        )}
        <Button
          type="button"
          variant="link"
          size="sm"
          onClick={() => {
            setStep("email");
            setFailure(null);
            setResent(false);
          }}
        >
          {intl.formatMessage(m.otherEmail)}
        </Button>
        {backToLogin}
      </div>
    </div>
  );
}
