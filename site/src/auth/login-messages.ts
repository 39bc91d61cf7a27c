import { defineMessages, type MessageDescriptor } from "react-intl";

/** /login's form (catalog `login`). */
const messages = defineMessages({
  email: { id: "login.form.email", defaultMessage: "Email address" },
  password: { id: "login.form.password", defaultMessage: "Password" },
  submit: { id: "login.form.submit", defaultMessage: "Log in" },
  working: { id: "login.form.working", defaultMessage: "Logging you in…" },
  emailMissing: { id: "login.form.emailMissing", defaultMessage: "Enter your email address." },
  emailInvalid: {
    id: "login.form.emailInvalid",
    defaultMessage: "Enter a valid email address, like name@example.com.",
  },
  passwordMissing: { id: "login.form.passwordMissing", defaultMessage: "Enter your password." },
  errorTitle: { id: "login.form.errorTitle", defaultMessage: "You are not logged in" },
  wrongCredentials: {
    id: "login.form.wrongCredentials",
    defaultMessage:
      "The email address or password is not right. Check them and try again, or reset your password.",
  },
  rateLimited: {
    id: "login.form.rateLimited",
    defaultMessage: "Too many attempts. Please wait a few minutes, then try again.",
  },
  botFailed: {
    id: "login.form.botFailed",
    defaultMessage: "We could not check that you are not a robot. Please try again.",
  },
  network: {
    id: "login.form.network",
    defaultMessage: "We could not reach mVPN. Check your connection and try again.",
  },
  forgot: { id: "login.form.forgot", defaultMessage: "Forgot your password?" },
  noAccount: {
    id: "login.form.noAccount",
    defaultMessage: "No account yet? <link>Buy a plan or start a free trial</link>",
  },
});

/** Cast for the messages formatted with values (see checkout-messages.ts). */
export const loginMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
