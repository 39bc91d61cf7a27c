import type { VerificationType } from "@mvpn/contract/constants";
import { Alert } from "@mvpn/design-system";
import { type FormEvent, useEffect, useReducer } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../app/routing/paths";
import { EMPTY_NEW_PASSWORD, newPasswordErrors } from "../forms/NewPasswordFields";
import { type FormErrors, useForm } from "../forms/useForm";
import type { Worded } from "../forms/worded";
import { type AuthFailure, authFailureOf } from "./auth-failure";
import {
  DoneStep,
  EmailStep,
  type ResetField,
  ResetStep,
  type ResetValues,
  type ResetWork,
} from "./ForgetPasswordSteps";
import { forgetpasswordMessages as m } from "./forgetpassword-messages";
import { codeProblem, emailProblem, normalizeCode, RESEND_COOLDOWN_SECONDS } from "./form-rules";
import { initialResetFlow, resetFlowReducer } from "./reset-flow";

const EMAIL_MESSAGES = { missing: m.emailMissing, invalid: m.emailInvalid } as const;
const CODE_MESSAGES = { missing: m.codeMissing, invalid: m.codeInvalid } as const;
const PASSWORD_WORDS = {
  password: m.newPassword,
  confirm: m.confirm,
  missing: m.passwordMissing,
  rules: m.passwordRules,
  mismatch: m.mismatch,
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

/** Each step's own fields: a step's submit checks only these. */
const EMAIL_STEP: readonly ResetField[] = ["email"];
const RESET_STEP: readonly ResetField[] = ["code", "password", "confirm"];

/** What was typed, checked: the email, the code, then the new password (a mismatch after the rules). */
function resetErrors(values: ResetValues): FormErrors<ResetField, Worded> {
  const email = emailProblem(values.email);
  const code = codeProblem(values.code);
  return {
    ...(email ? { email: EMAIL_MESSAGES[email] } : {}),
    ...(code ? { code: CODE_MESSAGES[code] } : {}),
    ...newPasswordErrors(values, PASSWORD_WORDS, { oneAtATime: true }),
  };
}

const failureMessage = (answer: AuthFailure): MessageDescriptor =>
  answer.kind === "rate-limited" ? m.rateLimited : m.network;

/**
 * /forgetpassword: the email (verification/request), then the mailed code
 * with a new password that meets SPEC.md §5 and the same again
 * (set_password), then a login with it. A new code after a cooldown;
 * everything typed stays on every error. What was typed and its errors are
 * the form's (useForm); where the reset stands is `resetFlowReducer`'s.
 */
export function ForgetPasswordForm({
  locale,
  calls,
  initial,
  onSignedIn,
  cooldownSeconds = RESEND_COOLDOWN_SECONDS,
}: ForgetPasswordFormProps) {
  const intl = useIntl();
  const fromLink =
    initial?.email && initial.code && !emailProblem(initial.email) ? initial : undefined;
  const type: VerificationType =
    initial?.type === "set_password" ? "set_password" : "reset_password";
  const form = useForm<ResetValues, ResetField, Worded, ResetWork>(
    () => ({ email: initial?.email ?? "", code: fromLink?.code ?? "", ...EMPTY_NEW_PASSWORD }),
    { validate: resetErrors },
  );
  const [flow, dispatch] = useReducer(resetFlowReducer, null, () =>
    initialResetFlow(Boolean(fromLink), cooldownSeconds),
  );
  const { email, code, password } = form.values;

  // The resend cooldown counts down once a code was asked for.
  useEffect(() => {
    if (flow.step !== "reset" || flow.wait <= 0) return;
    const timer = window.setTimeout(() => dispatch({ type: "tick" }), 1000);
    return () => window.clearTimeout(timer);
  }, [flow.step, flow.wait]);

  const requestCode = async (kind: "send" | "resend") => {
    dispatch({ type: "attempt" });
    if (!form.check(EMAIL_STEP)) {
      if (kind === "resend") dispatch({ type: "to-email" });
      return;
    }
    await form.run(kind, async () => {
      try {
        const answer = await calls.requestCode({ email: email.trim(), type, locale });
        dispatch({
          type: "code-sent",
          expiresIn: answer.expires_in,
          cooldown: cooldownSeconds,
          resend: kind === "resend",
        });
        form.clearError("code");
      } catch (reason) {
        const answer = authFailureOf(reason);
        if (answer.kind === "field" && answer.fields.email) {
          dispatch({ type: "to-email" });
          form.showErrors({ ...form.errors, email: m.emailInvalid }, { focus: false });
          return;
        }
        dispatch({ type: "failed", failure: failureMessage(answer) });
      }
    });
  };

  const save = async () => {
    dispatch({ type: "attempt" });
    if (!form.check(RESET_STEP)) return;
    await form.run("save", async () => {
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
          form.showErrors({ password: answer.fields.password });
        } else if (answer.kind === "field" || answer.kind === "rejected") {
          form.showErrors({ code: m.codeWrong });
        } else dispatch({ type: "failed", failure: failureMessage(answer) });
        return;
      }
      dispatch({ type: "saved" });
      try {
        await calls.logIn({ email: email.trim(), password });
        onSignedIn();
      } catch {
        dispatch({ type: "sign-in-failed" });
      }
    });
  };

  if (flow.step === "done") return <DoneStep locale={locale} signInFailed={flow.signInFailed} />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.pending) return;
    void (flow.step === "email" ? requestCode("send") : save());
  };
  const failure = flow.failure ? (
    <Alert tone="error" live title={intl.formatMessage(m.errorTitle)}>
      {intl.formatMessage(flow.failure)}
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
  const step = { form, flow, onSubmit: submit, failure, backToLogin };

  if (flow.step === "email") return <EmailStep {...step} />;
  return (
    <ResetStep
      {...step}
      onResend={() => {
        if (!form.pending) void requestCode("resend");
      }}
      onOtherEmail={() => dispatch({ type: "to-email" })}
    />
  );
}
