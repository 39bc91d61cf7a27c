import type { ComponentProps } from "react";
import type { SimpleIcon } from "simple-icons";
import { cn } from "../lib/cn";

export interface BrandGlyphProps extends Omit<ComponentProps<"svg">, "children"> {
  /** A glyph from `simple-icons` (CC0), e.g. `siApple`. */
  icon: Pick<SimpleIcon, "path" | "title">;
  /** Makes the glyph an image named by this label; without it, decoration. */
  label?: string;
}

/**
 * A brand mark drawn in `currentColor`, never its brand colour: it takes the
 * colour of the text around it, so every brand and surface stays on tokens.
 * Brand logos do not mirror in right-to-left (DESIGN-LANGUAGE.md).
 */
export function BrandGlyph({ icon, label, className, ...props }: BrandGlyphProps) {
  return (
    <svg
      data-slot="brand-glyph"
      viewBox="0 0 24 24"
      fill="currentColor"
      focusable="false"
      width="1em"
      height="1em"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn("inline-block shrink-0", className)}
      {...props}
    >
      <path d={icon.path} />
    </svg>
  );
}
