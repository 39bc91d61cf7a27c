import { type ChangeEvent, type ComponentProps, type ReactNode, useId, useState } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { PaymentLogo } from "../payment-logos/PaymentLogo";
import { TextField } from "../text-field/TextField";
import { cardBrandOf, formatCardCvc, formatCardExpiry, formatCardNumber } from "./cardFormat";
import { cardFieldsMessages } from "./intl/catalog.gen";
import { useCaretAfterFormat } from "./useCaretAfterFormat";

/** What the fields hold, as shown: "4242 4242 4242 4242", "12/27", "123", "Ana Silva". */
export interface CardFieldsValue {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardFieldsValue;

/** The form names of the inputs, so a FormData on submit reads them; override with `names`. */
export const CARD_FIELD_NAMES: Readonly<Record<CardField, string>> = {
  number: "cc-number",
  expiry: "cc-exp",
  cvc: "cc-csc",
  name: "cc-name",
};

const EMPTY: CardFieldsValue = { number: "", expiry: "", cvc: "", name: "" };

export interface CardFieldsProps
  extends Omit<ComponentProps<"fieldset">, "onChange" | "defaultValue" | "children"> {
  /** The values, for a controlled form (shown formatted: digits alone will do); the fields keep their own without it. */
  value?: CardFieldsValue;
  defaultValue?: Partial<CardFieldsValue>;
  /** Every change, already formatted, with the field that changed. */
  onValueChange?: (value: CardFieldsValue, field: CardField) => void;
  /** An error per field, in the page's words; each makes its input `aria-invalid` and describes it. */
  errors?: Partial<Record<CardField, ReactNode>>;
  /** The name on the card: asked for as optional (default), required, or not at all. */
  nameField?: "optional" | "required" | "hidden";
  /** Overrides the locale's labels. */
  labels?: Partial<Record<CardField, ReactNode>>;
  /** Overrides the inputs' form names (`CARD_FIELD_NAMES`). */
  names?: Partial<Record<CardField, string>>;
  /** The group's legend; the locale's "Card details" by default. */
  legend?: ReactNode;
  /** Keeps the legend for screen readers only, when a heading above says the same. */
  legendHidden?: boolean;
}

/**
 * A card's number, expiry date, security code and, optionally, the name on
 * it, built from TextFields so labels, errors and `aria-describedby` work as
 * in every other form. The fields format as they are typed (groups of four,
 * "MM/YY", digits only) and show the card's mark once its prefix is known;
 * they validate nothing: the page checks the values and passes `errors`.
 *
 * The inputs ask for the number keyboard and the browser's card autofill
 * (`cc-number`, `cc-exp`, `cc-csc`, `cc-name`). Numbers read left to right in
 * every language, so in Arabic they sit at the field's end like an email
 * address. Each input's id is the fieldset's `id` plus `-number`, `-expiry`,
 * `-cvc` or `-name`, for a FormError to link to.
 */
export function CardFields({
  value,
  defaultValue,
  onValueChange,
  errors = {},
  nameField = "optional",
  labels = {},
  names = {},
  legend,
  legendHidden = false,
  disabled,
  id,
  className,
  ...props
}: CardFieldsProps) {
  const t = useMessages(cardFieldsMessages);
  const generated = useId();
  const base = id ?? generated;
  const [own, setOwn] = useState<CardFieldsValue>(() => ({
    ...EMPTY,
    ...formatAll(defaultValue ?? {}),
  }));
  // A page's values are shown formatted too, whatever form it keeps them in.
  const current = value === undefined ? own : { ...EMPTY, ...formatAll(value) };
  const brand = cardBrandOf(current.number);
  const [numberRef, numberCaret] = useCaretAfterFormat();
  const [expiryRef, expiryCaret] = useCaretAfterFormat();

  const change = (field: CardField, next: string) => {
    const values = { ...current, [field]: next };
    if (value === undefined) setOwn(values);
    onValueChange?.(values, field);
  };
  const input = (field: CardField) => ({
    id: `${base}-${field}`,
    name: names[field] ?? CARD_FIELD_NAMES[field],
    label: labels[field] ?? t(field),
    error: errors[field],
    value: current[field],
  });

  return (
    <fieldset
      data-slot="card-fields"
      data-brand={brand ?? undefined}
      id={id}
      disabled={disabled}
      className={cn("m-0 min-w-0 border-0 p-0", className)}
      {...props}
    >
      <legend
        data-slot="card-fields-legend"
        className={cn("text-text mb-3 p-0 text-base font-semibold", legendHidden && "sr-only")}
      >
        {legend ?? t("legend")}
      </legend>
      {/* Expiry and code side by side where both labels fit on a line (320 px and up), stacked below that. */}
      <div className="@container">
        <div className="grid grid-cols-2 gap-x-3 gap-y-4">
          <TextField
            {...input("number")}
            ref={numberRef}
            className="col-span-2"
            inputMode="numeric"
            autoComplete="cc-number"
            autoCorrect="off"
            spellCheck={false}
            required
            maxLength={23}
            dir="ltr"
            inputClassName="rtl:text-end rtl:ps-12 rtl:pe-3"
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const next = formatCardNumber(event.target.value);
              numberCaret(event, next);
              change("number", next);
            }}
            endAdornment={
              <span data-slot="card-fields-brand" className="me-2 flex">
                {brand === null ? (
                  <PaymentLogo logo="card" size="sm" tone="muted" decorative />
                ) : (
                  <PaymentLogo logo={brand} size="sm" />
                )}
              </span>
            }
          />
          <TextField
            {...input("expiry")}
            ref={expiryRef}
            className="col-span-2 @xs:col-span-1"
            inputMode="numeric"
            autoComplete="cc-exp"
            autoCorrect="off"
            spellCheck={false}
            required
            maxLength={5}
            dir="ltr"
            inputClassName="rtl:text-end"
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              const next = formatCardExpiry(event.target.value);
              expiryCaret(event, next);
              change("expiry", next);
            }}
          />
          <TextField
            {...input("cvc")}
            className="col-span-2 @xs:col-span-1"
            inputMode="numeric"
            autoComplete="cc-csc"
            autoCorrect="off"
            spellCheck={false}
            required
            maxLength={4}
            dir="ltr"
            inputClassName="rtl:text-end"
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              change("cvc", formatCardCvc(event.target.value))
            }
          />
          {nameField !== "hidden" && (
            <TextField
              {...input("name")}
              className="col-span-2"
              autoComplete="cc-name"
              autoCapitalize="words"
              spellCheck={false}
              required={nameField === "required"}
              optional={nameField === "optional"}
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                change("name", event.target.value)
              }
            />
          )}
        </div>
      </div>
    </fieldset>
  );
}

function formatAll(values: Partial<CardFieldsValue>): Partial<CardFieldsValue> {
  return {
    ...values,
    ...(values.number === undefined ? {} : { number: formatCardNumber(values.number) }),
    ...(values.expiry === undefined ? {} : { expiry: formatCardExpiry(values.expiry) }),
    ...(values.cvc === undefined ? {} : { cvc: formatCardCvc(values.cvc) }),
  };
}
