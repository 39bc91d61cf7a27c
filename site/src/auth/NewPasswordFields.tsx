import { passwordChecklist } from "@mvpn/contract/validation";
import { PasswordField } from "@mvpn/design-system";
import { type Dispatch, type SetStateAction, useId, useState } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";

/** What a visitor typed for a new password and its confirmation. */
export interface NewPassword {
  password: string;
  confirm: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: "", confirm: "" };

/** The fields' ids (for focus on an error) and what was typed in them. */
export function useNewPassword() {
  const ids = { password: useId(), confirm: useId() };
  const [value, setValue] = useState<NewPassword>(EMPTY_NEW_PASSWORD);
  return { ids, value, setValue };
}

export interface NewPasswordFieldsProps {
  ids: { password: string; confirm: string };
  /** Each page words the labels in its own catalog. */
  labels: { password: MessageDescriptor; confirm: MessageDescriptor };
  value: NewPassword;
  onChange: Dispatch<SetStateAction<NewPassword>>;
  /** Already worded: a rule the form checked, or the api's own sentence. */
  errors: { password?: string; confirm?: string };
}

/**
 * A new password with SPEC.md §5's checklist, then the same again: the one
 * pair of fields that /forgetpassword, /paysuc and the account page share, so
 * the rules, autocomplete hints and checklist cannot drift apart.
 */
export function NewPasswordFields({
  ids,
  labels,
  value,
  onChange,
  errors,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        id={ids.password}
        label={intl.formatMessage(labels.password)}
        autoComplete="new-password"
        checklist={passwordChecklist}
        required
        value={value.password}
        onChange={(event) => {
          const password = event.target.value;
          onChange((typed) => ({ ...typed, password }));
        }}
        error={errors.password}
      />
      <PasswordField
        id={ids.confirm}
        label={intl.formatMessage(labels.confirm)}
        autoComplete="new-password"
        required
        value={value.confirm}
        onChange={(event) => {
          const confirm = event.target.value;
          onChange((typed) => ({ ...typed, confirm }));
        }}
        error={errors.confirm}
      />
    </>
  );
}
