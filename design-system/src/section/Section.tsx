import type { ComponentProps } from "react";
import { HEADER_OVERLAP_PADDING } from "../header/headerHeight";
import { cn } from "../lib/cn";
import { type SectionVariantProps, sectionVariants } from "./sectionVariants";

export interface SectionProps extends ComponentProps<"section">, SectionVariantProps {
  /**
   * The transparent `Header` sits over this section (the hero band of the
   * home, features, affiliate … pages): the header's height is added to the
   * top padding so the headline is not hidden under the navigation.
   */
  headerOverlap?: boolean;
}

/**
 * A `<section>` band of the page. Give it `aria-labelledby` (the id of its
 * heading) when it should be a named region for screen readers.
 */
export function Section({
  className,
  tone,
  spacing,
  headerOverlap = false,
  ...props
}: SectionProps) {
  return (
    <section
      data-slot="section"
      data-variant={tone ?? "default"}
      data-size={spacing ?? "md"}
      className={cn(
        sectionVariants({ tone, spacing }),
        headerOverlap && HEADER_OVERLAP_PADDING[spacing ?? "md"],
        className,
      )}
      {...props}
    />
  );
}
