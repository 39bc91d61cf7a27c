import type { ComponentProps } from "react";
import type { Glyph } from "../glyphs/glyph";
import { cn } from "../lib/cn";

export interface BrandGlyphProps extends Omit<ComponentProps<"svg">, "children"> {
  /** A brand mark from `../glyphs` (simple-icons' data, one module per mark), e.g. `siApple`. */
  icon: Pick<Glyph, "path" | "title">;
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
