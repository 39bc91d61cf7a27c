import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { formatPercent, parseDiscountPercent } from "../pricing/discountPercent";
import { discountBadgeMessages } from "./intl/catalog.gen";

export const discountBadgeVariants = cva(
  "rounded-pill inline-flex items-center px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap",
  {
    variants: {
      tone: {
        /** The accent fill: the savings badge on plan cards. */
        solid: "bg-accent text-on-accent",
        /** Quieter, for running text and list rows. */
        subtle: "bg-accent-subtle text-text-accent",
      },
    },
    defaultVariants: { tone: "solid" },
  },
);

export type DiscountBadgeTone = NonNullable<VariantProps<typeof discountBadgeVariants>["tone"]>;

export interface DiscountBadgeProps
  extends Omit<ComponentProps<"span">, "children">,
    VariantProps<typeof discountBadgeVariants> {
  /** 59, or a percentage as text such as "59%". */
  percent: number | string;
  /** `percent` shows "59%"; `save` shows "Save 59%". Both are read "Save 59%". */
  variant?: "percent" | "save";
}

/**
 * A plan's saving. A value that is not a percentage renders nothing rather
 * than "NaN%". The percentage follows the locale's pattern (59 %, %59) and is
 * an LTR isolate.
 */
export function DiscountBadge({
  percent,
  variant = "percent",
  tone,
  className,
  ...props
}: DiscountBadgeProps) {
  const { locale } = useLocale();
  const t = useMessages(discountBadgeMessages);
  const value = parseDiscountPercent(percent);
  if (value === null) return null;
  const formatted = formatPercent(value, locale);
  const sentence = t("save", { percent: formatted });
  return (
    <span
      data-slot="discount-badge"
      data-variant={variant}
      data-tone={tone ?? "solid"}
      className={cn(discountBadgeVariants({ tone }), className)}
      {...props}
    >
      {variant === "save" ? (
        sentence
      ) : (
        <>
          <bdi dir="ltr" aria-hidden="true">
            {formatted}
          </bdi>
          <span className="sr-only">{sentence}</span>
        </>
      )}
    </span>
  );
}
