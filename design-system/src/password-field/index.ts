export { PasswordChecklist, type PasswordChecklistProps } from "./PasswordChecklist";
export { PasswordField, type PasswordFieldProps } from "./PasswordField";
