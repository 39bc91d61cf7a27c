export type { PasswordChecklistItem } from "./checklist";
export { PasswordChecklist, type PasswordChecklistProps } from "./PasswordChecklist";
export { PasswordField, type PasswordFieldProps } from "./PasswordField";
