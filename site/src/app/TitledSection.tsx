import { cn } from "@mvpn/design-system";
import type { ComponentProps, ReactNode } from "react";

/** The space between the heading and what follows, and between the parts below it (Tailwind steps). */
const GAPS = { 3: "gap-3", 4: "gap-4", 6: "gap-6", 8: "gap-8" } as const;

export interface TitledSectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** The heading's id: the section is a region named by its heading (`aria-labelledby`). */
  headingId: string;
  title: ReactNode;
  /** 4 (1 rem) unless the page spaces its parts wider or tighter. */
  gap?: keyof typeof GAPS;
}

/**
 * A section of a page under its `<h2>`, named by it for screen readers: the
 * one way the site's pages title their parts. `cn()` does not resolve
 * conflicting utilities, so the gap is a prop, not a class to add.
 */
export function TitledSection({
  headingId,
  title,
  gap = 4,
  className,
  children,
  ...props
}: TitledSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn("flex flex-col", GAPS[gap], className)}
      {...props}
    >
      <h2 id={headingId} className="font-display text-text m-0 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
