// Plain functions with no React: the site's forms and the api both import them,
// so a rule of SPEC.md §5 is written once.
export { isValidEmail } from "./email";
export {
  isValidPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  type PasswordChecks,
  type PasswordRule,
  passwordChecks,
} from "./password";
