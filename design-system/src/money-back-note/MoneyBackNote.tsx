import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { ShieldCheckIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { moneyBackNoteMessages } from "./intl/catalog.gen";

/** The guarantee the product offers (DESIGN-LANGUAGE.md "Personality"); a prop changes it. */
export const MONEY_BACK_DAYS = 30;

export const moneyBackNoteVariants = cva("inline-flex items-center gap-2 text-sm font-medium", {
  variants: {
    tone: {
      /** On light surfaces. */
      default: "text-text [&_[data-slot=icon]]:text-text-accent",
      /** On the hero band (a trust line). */
      "on-brand": "text-on-brand-muted [&_[data-slot=icon]]:text-accent-bright",
    },
  },
  defaultVariants: { tone: "default" },
});

export interface MoneyBackNoteProps
  extends Omit<ComponentProps<"p">, "children">,
    VariantProps<typeof moneyBackNoteVariants> {
  /** Length of the guarantee; 30 unless given. */
  days?: number;
}

/** "30-day money-back guarantee" with a shield, in the page's language. */
export function MoneyBackNote({
  days = MONEY_BACK_DAYS,
  tone,
  className,
  ...props
}: MoneyBackNoteProps) {
  const t = useMessages(moneyBackNoteMessages);
  return (
    <p
      data-slot="money-back-note"
      data-tone={tone ?? "default"}
      className={cn(moneyBackNoteVariants({ tone }), className)}
      {...props}
    >
      <ShieldCheckIcon className="size-5 shrink-0" />
      <span>{t("guarantee", { days })}</span>
    </p>
  );
}
