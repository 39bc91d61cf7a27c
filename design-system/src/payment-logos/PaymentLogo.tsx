import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { fitMark } from "./fitMark";
import { BRAND_MARKS, GENERIC_MARKS, isGenericLogo, type PaymentLogoId } from "./paymentLogoMarks";
import { usePaymentLogoName } from "./usePaymentLogoName";

export const paymentLogoVariants = cva(
  "rounded-control border-border bg-surface inline-flex shrink-0 items-center justify-center border",
  {
    variants: {
      /** `muted`: a placeholder mark (the card field before a number is typed). */
      tone: { default: "text-text", muted: "text-text-muted" },
      size: {
        /** Beside a payment method's name, and in the card number field. */
        sm: "h-6 w-9 text-xs",
        /** The strip of accepted methods on the pricing page. */
        md: "h-8 w-12 text-base",
      },
    },
    defaultVariants: { size: "md", tone: "default" },
  },
);

export type PaymentLogoSize = NonNullable<VariantProps<typeof paymentLogoVariants>["size"]>;

export interface PaymentLogoProps
  extends Omit<ComponentProps<"span">, "children">,
    VariantProps<typeof paymentLogoVariants> {
  logo: PaymentLogoId;
  /** Hides the mark from screen readers when the words beside it already name it. */
  decorative?: boolean;
}

/**
 * A payment method's mark on a small chip, in the current text colour: brand
 * marks from `simple-icons` drawn in one colour like the platform icons, so
 * they sit on tokens in every brand and never clash with the page. A mark is
 * an image named by the brand ("Visa"), or in the reader's language for the
 * generic ones ("Card"). Logos never mirror in right-to-left.
 */
export function PaymentLogo({
  logo,
  decorative = false,
  size,
  tone,
  className,
  ...props
}: PaymentLogoProps) {
  const name = usePaymentLogoName()(logo);
  const label = decorative ? undefined : name;
  return (
    <span
      data-slot="payment-logo"
      data-logo={logo}
      data-size={size ?? "md"}
      title={decorative ? undefined : name}
      className={cn(paymentLogoVariants({ size, tone }), className)}
      {...props}
    >
      <PaymentMark logo={logo} label={label} />
    </span>
  );
}

function PaymentMark({ logo, label }: { logo: PaymentLogoId; label: string | undefined }) {
  if (isGenericLogo(logo)) {
    const Glyph = GENERIC_MARKS[logo];
    return <Glyph data-slot="payment-logo-mark" label={label} size="1.25em" />;
  }
  const mark = BRAND_MARKS[logo];
  const [x, y, width, height] = mark.box;
  const size = fitMark(width, height);
  return (
    <svg
      data-slot="payment-logo-mark"
      viewBox={`${x} ${y} ${width} ${height}`}
      width={size.width}
      height={size.height}
      fill="currentColor"
      focusable="false"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className="block shrink-0"
    >
      <path d={mark.path} />
    </svg>
  );
}
