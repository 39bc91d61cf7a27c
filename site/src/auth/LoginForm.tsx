import { Alert, Button, EmailField, PasswordField, Spinner } from "@mvpn/design-system";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";
import { Link } from "react-router";
import { withLanguage } from "../app/routing/paths";
import { useForm } from "../forms/useForm";
import { authFailureOf } from "./auth-failure";
import { type FieldProblem, loginProblems, type Problems } from "./form-rules";
import { loginMessages as m } from "./login-messages";

type Field = "email" | "password";

const PROBLEM_MESSAGES: Record<Field, Partial<Record<FieldProblem, MessageDescriptor>>> = {
  email: { missing: m.emailMissing, invalid: m.emailInvalid },
  password: { missing: m.passwordMissing },
};

export interface LoginFormProps {
  locale: string;
  /** web/login (bot protection v2): starts the session; rejects with the api's envelope or an error. */
  logIn: (body: { email: string; password: string }) => Promise<unknown>;
  /** After a successful login: where to go (the redirect rule). */
  onSignedIn: () => void;
}

/**
 * /login's form: email and password checked here first (SPEC.md §5, no
 * request while anything is wrong, focus on the first problem), then
 * web/login. What was typed stays on every error; a wrong email or password
 * gets one sentence that does not tell whether the account exists.
 */
export function LoginForm({ locale, logIn, onSignedIn }: LoginFormProps) {
  const intl = useIntl();
  const passwordId = useId();
  const form = useForm<Record<Field, string>, Field, FieldProblem>(
    { email: "", password: "" },
    { validate: loginProblems },
  );
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const working = form.pending !== null;
  const { email, password } = form.values;

  const problemText = (field: Field) => {
    const problem = form.errors[field];
    const message = problem ? PROBLEM_MESSAGES[field][problem] : undefined;
    return message ? intl.formatMessage(message) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    setFailure(null);
    if (!form.check()) return;
    void form.run("submit", async () => {
      try {
        await logIn({ email: email.trim(), password });
        onSignedIn();
      } catch (reason) {
        const answer = authFailureOf(reason);
        switch (answer.kind) {
          case "field": {
            const fromApi: Problems<Field> = {};
            if (answer.fields.email) fromApi.email = "invalid";
            if (answer.fields.password) fromApi.password = "missing";
            if (!form.showErrors(fromApi)) setFailure(m.wrongCredentials);
            break;
          }
          case "rejected":
          case "conflict":
            setFailure(m.wrongCredentials);
            form.focusControl(passwordId);
            break;
          case "rate-limited":
            setFailure(m.rateLimited);
            break;
          case "bot":
            setFailure(m.botFailed);
            break;
          case "network":
            setFailure(m.network);
            break;
        }
      }
    });
  };

  return (
    <div className="flex flex-col gap-6" data-slot="login">
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        aria-busy={working}
      >
        <EmailField
          label={intl.formatMessage(m.email)}
          autoComplete="email"
          required
          {...form.control("email")}
          error={problemText("email")}
        />
        <PasswordField
          id={passwordId}
          label={intl.formatMessage(m.password)}
          autoComplete="current-password"
          required
          {...form.control("password")}
          error={problemText("password")}
        />
        {failure ? (
          <Alert tone="error" live title={intl.formatMessage(m.errorTitle)}>
            {intl.formatMessage(failure)}
          </Alert>
        ) : null}
        <Button type="submit" size="lg" aria-disabled={working || undefined}>
          {working ? <Spinner size="sm" decorative /> : null}
          {intl.formatMessage(working ? m.working : m.submit)}
        </Button>
      </form>
      <div className="flex flex-col gap-2 text-sm">
        <Link
          className="text-text-link self-start underline"
          to={withLanguage(locale, "/forgetpassword")}
        >
          {intl.formatMessage(m.forgot)}
        </Link>
        <p className="text-text-muted m-0">
          {intl.formatMessage(m.noAccount, {
            link: (chunks: ReactNode) => (
              <Link className="text-text-link underline" to={withLanguage(locale, "/pricing")}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
    </div>
  );
}
