// `@mvpn/contract/validation`: the rules of SPEC.md §5 as plain functions, no
// zod. The site's forms call them in the browser; the api's schemas
// (src/calls/fields.ts) call the same ones, so a rule is written once.
export { type AltchaChallenge, altchaPayload } from "./altcha-payload";
export { EMPTY_TOKEN_MESSAGE } from "./bot-token";
export { CONTACT_LIMITS, isOrderReference, isPrintableText } from "./contact";
export {
  EMAIL_RULE_MESSAGE,
  isValidEmail,
  isValidEmailInput,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
} from "./email";
export { canonicalIp, ipVersion, isIpAddress, unmapIpv4 } from "./ip";
export {
  isValidPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_RULES,
  type PasswordChecklistLine,
  type PasswordChecks,
  type PasswordRule,
  passwordChecklist,
  passwordChecks,
} from "./password";
export { isSameOriginPath, sameOriginPath } from "./return-url";
