import { cva, type VariantProps } from "class-variance-authority";

/**
 * The box of a text-like control (input, select, textarea). `md` and `lg` keep
 * the 44 px touch target (h-11 = 44 px); `md` and up use 16 px text so iOS does
 * not zoom into the field. Invalid controls get a danger border and a ring,
 * and their FieldError says why in words.
 */
export const fieldControlVariants = cva(
  [
    "rounded-control border-border-strong bg-surface text-text w-full min-w-0 border",
    "placeholder:text-text-muted",
    "ease-enter transition-[border-color,box-shadow] duration-150 motion-reduce:transition-none",
    "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
    "disabled:bg-surface-sunken disabled:cursor-not-allowed disabled:opacity-60",
    "aria-invalid:border-danger aria-invalid:ring-danger aria-invalid:ring-1",
  ],
  {
    variants: {
      size: {
        sm: "h-9 px-3 text-sm",
        md: "h-11 px-3 text-base",
        lg: "h-13 px-4 text-lg",
      },
    },
    defaultVariants: { size: "md" },
  },
);

export type FieldSize = NonNullable<VariantProps<typeof fieldControlVariants>["size"]>;
export const FIELD_SIZES = ["sm", "md", "lg"] as const satisfies readonly FieldSize[];
