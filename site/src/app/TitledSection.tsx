import { cn } from "@mvpn/design-system";
import type { ComponentProps, ReactNode } from "react";

export interface TitledSectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** The heading's id: the section is a region named by its heading (`aria-labelledby`). */
  headingId: string;
  title: ReactNode;
}

/**
 * A section of a page under its `<h2>`, named by it for screen readers: the
 * one way the site's pages title their parts. The gap between the heading
 * and what follows is 1 rem unless `className` says otherwise (`gap-6`).
 */
export function TitledSection({
  headingId,
  title,
  className,
  children,
  ...props
}: TitledSectionProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <h2 id={headingId} className="font-display text-text m-0 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
