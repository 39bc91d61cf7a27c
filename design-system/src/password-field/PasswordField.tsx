import { type ChangeEvent, useState } from "react";
import { describedBy, useFieldIds } from "../field/useFieldIds";
import { useMessages } from "../i18n/messages";
import { EyeIcon, EyeOffIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { TextField, type TextFieldProps } from "../text-field/TextField";
import type { PasswordChecklistItem } from "./checklist";
import { passwordFieldMessages } from "./intl/catalog.gen";
import { PasswordChecklist } from "./PasswordChecklist";

export interface PasswordFieldProps
  extends Omit<TextFieldProps, "type" | "endAdornment" | "autoComplete"> {
  /** `new-password` on sign-up and change-password forms, `current-password` on log-in. */
  autoComplete?: "current-password" | "new-password";
  /**
   * Shows a live checklist of the password's rules under the field: the lines
   * for the value typed so far, or a function that gives them for a value (so
   * an uncontrolled field follows the typing too). The rules are the caller's:
   * the mVPN site passes SPEC.md §5's, `passwordChecklist` of
   * @mvpn/contract/validation.
   */
  checklist?:
    | readonly PasswordChecklistItem[]
    | ((value: string) => readonly PasswordChecklistItem[]);
  /** Overrides the translated "Show password". */
  showPasswordLabel?: string;
  /** Starts with the password visible (stories, tests). */
  defaultVisible?: boolean;
}

/**
 * A password input with a show/hide toggle and, for new passwords, a live
 * checklist. The value is left to right in every language: a password is
 * visible ASCII (SPEC.md §5), and shown in RTL its trailing symbol would jump
 * to the other end.
 */
export function PasswordField({
  autoComplete = "current-password",
  checklist,
  showPasswordLabel,
  defaultVisible = false,
  id,
  value,
  defaultValue,
  onChange,
  inputClassName,
  "aria-describedby": extraDescribedBy,
  ...props
}: PasswordFieldProps) {
  const t = useMessages(passwordFieldMessages);
  const ids = useFieldIds(id);
  const checklistId = `${ids.control}-checklist`;
  const [visible, setVisible] = useState(defaultVisible);
  const [typed, setTyped] = useState(String(defaultValue ?? ""));
  const current = value === undefined ? typed : String(value);
  const items = typeof checklist === "function" ? checklist(current) : checklist;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };

  return (
    <TextField
      {...props}
      id={ids.control}
      type={visible ? "text" : "password"}
      autoComplete={autoComplete}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      aria-describedby={describedBy(items !== undefined && checklistId, extraDescribedBy)}
      // The input is LTR; in an RTL page the toggle sits on its left, so the room for it moves too.
      inputClassName={cn("rtl:ps-12 rtl:pe-3 rtl:text-end", inputClassName)}
      endAdornment={
        <button
          type="button"
          data-slot="password-field-toggle"
          aria-label={showPasswordLabel ?? t("showPassword")}
          aria-pressed={visible}
          aria-controls={ids.control}
          onClick={() => setVisible((shown) => !shown)}
          className={cn(
            "text-text-muted hover:text-text rounded-control flex h-full min-h-9 w-11 cursor-pointer items-center justify-center",
            "focus-visible:outline-focus focus-visible:outline-2 focus-visible:-outline-offset-2",
            "[&_svg]:size-5",
          )}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
      footer={items !== undefined && <PasswordChecklist id={checklistId} items={items} />}
    />
  );
}
