import { cn } from "../lib/cn";
import { TextField, type TextFieldProps } from "../text-field/TextField";

export type EmailFieldProps = Omit<TextFieldProps, "type">;

/**
 * A TextField for an email address: the email keyboard on phones, autofill,
 * no autocorrect. The value is always left to right (an address reads the
 * same in Arabic), aligned to the field's end in right-to-left pages so it
 * lines up with its label.
 */
export function EmailField({ inputClassName, ...props }: EmailFieldProps) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      dir="ltr"
      inputClassName={cn("rtl:text-end", inputClassName)}
      {...props}
    />
  );
}
