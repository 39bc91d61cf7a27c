import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/**
 * One line of the summary: a term and its amount on one line, the amount at
 * the end edge. A `<div>` groups each `<dt>`/`<dd>` pair, as HTML allows.
 */
export function OrderSummaryRow({
  slot,
  label,
  total = false,
  children,
}: {
  slot: string;
  label: ReactNode;
  /** The total due: a rule above it and the term in full-strength text. */
  total?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      data-slot={slot}
      className={cn(
        "flex flex-wrap items-baseline justify-between gap-x-4",
        total && "border-border mt-1 border-t pt-3 text-base font-semibold",
      )}
    >
      <dt className={total ? "text-text" : "text-text-muted"}>{label}</dt>
      <dd className="m-0 ms-auto">{children}</dd>
    </div>
  );
}
