import { defineMessages, type MessageDescriptor } from "react-intl";

/** /forgetpassword's two steps (catalog `forgetpassword`). */
const messages = defineMessages({
  email: { id: "forgetpassword.form.email", defaultMessage: "Email address" },
  emailMissing: {
    id: "forgetpassword.form.emailMissing",
    defaultMessage: "Enter your email address.",
  },
  emailInvalid: {
    id: "forgetpassword.form.emailInvalid",
    defaultMessage: "Enter a valid email address, like name@example.com.",
  },
  send: { id: "forgetpassword.form.send", defaultMessage: "Send me a code" },
  sending: { id: "forgetpassword.form.sending", defaultMessage: "Sending the code…" },
  sentTitle: { id: "forgetpassword.form.sentTitle", defaultMessage: "Check your mail" },
  sentBody: {
    id: "forgetpassword.form.sentBody",
    defaultMessage:
      "If {email} belongs to an mVPN account, a 6-digit code is on its way. It works for {minutes, plural, one {# minute} other {# minutes}}.",
  },
  code: { id: "forgetpassword.form.code", defaultMessage: "Code from the mail" },
  codeHint: { id: "forgetpassword.form.codeHint", defaultMessage: "6 digits" },
  codeMissing: {
    id: "forgetpassword.form.codeMissing",
    defaultMessage: "Enter the code from the mail.",
  },
  codeInvalid: {
    id: "forgetpassword.form.codeInvalid",
    defaultMessage: "The code is the 6 digits from the mail.",
  },
  codeWrong: {
    id: "forgetpassword.form.codeWrong",
    defaultMessage: "This code is wrong or has expired. Check the mail, or ask for a new code.",
  },
  newPassword: { id: "forgetpassword.form.newPassword", defaultMessage: "New password" },
  passwordMissing: {
    id: "forgetpassword.form.passwordMissing",
    defaultMessage: "Choose a new password.",
  },
  passwordRules: {
    id: "forgetpassword.form.passwordRules",
    defaultMessage: "The password does not meet the rules below.",
  },
  confirm: { id: "forgetpassword.form.confirm", defaultMessage: "Confirm the new password" },
  mismatch: {
    id: "forgetpassword.form.mismatch",
    defaultMessage: "The two passwords are not the same.",
  },
  save: { id: "forgetpassword.form.save", defaultMessage: "Save the new password" },
  saving: { id: "forgetpassword.form.saving", defaultMessage: "Saving your new password…" },
  resend: { id: "forgetpassword.form.resend", defaultMessage: "Send a new code" },
  resendWait: {
    id: "forgetpassword.form.resendWait",
    defaultMessage:
      "You can ask for a new code in {seconds, plural, one {# second} other {# seconds}}.",
  },
  resent: {
    id: "forgetpassword.form.resent",
    defaultMessage: "A new code is on its way. Only the newest code works.",
  },
  otherEmail: { id: "forgetpassword.form.otherEmail", defaultMessage: "Use another email address" },
  errorTitle: { id: "forgetpassword.form.errorTitle", defaultMessage: "That did not work" },
  rateLimited: {
    id: "forgetpassword.form.rateLimited",
    defaultMessage: "Too many attempts. Please wait a few minutes, then try again.",
  },
  network: {
    id: "forgetpassword.form.network",
    defaultMessage: "We could not reach mVPN. Check your connection and try again.",
  },
  doneTitle: { id: "forgetpassword.form.doneTitle", defaultMessage: "Your password is changed" },
  doneSigningIn: {
    id: "forgetpassword.form.doneSigningIn",
    defaultMessage: "Logging you in with your new password…",
  },
  doneLogIn: {
    id: "forgetpassword.form.doneLogIn",
    defaultMessage: "Log in with your new password to continue.",
  },
  logIn: { id: "forgetpassword.form.logIn", defaultMessage: "Log in" },
  backToLogin: { id: "forgetpassword.form.backToLogin", defaultMessage: "Back to log in" },
});

/** Cast for the messages formatted with values (see checkout-messages.ts). */
export const forgetpasswordMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
