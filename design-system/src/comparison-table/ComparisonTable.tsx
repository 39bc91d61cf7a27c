import type { ReactNode } from "react";
import { CheckIcon, CircleXIcon, MinusIcon } from "../icon/icons";
import { cn } from "../lib/cn";

export const COMPARISON_VERDICTS = ["yes", "no", "limited"] as const;
export type ComparisonVerdict = (typeof COMPARISON_VERDICTS)[number];

export interface ComparisonTableColumn {
  id: string;
  /** The column's header: what is compared ("mVPN", "A free VPN"). */
  label: ReactNode;
  /** The reader's own product: its header in the accent colour. */
  highlight?: boolean;
}

export interface ComparisonTableRow {
  id: string;
  /** The row's header: the feature compared. */
  label: ReactNode;
  /** One verdict per column, in the columns' order. */
  cells: readonly ComparisonVerdict[];
}

export interface ComparisonTableProps {
  /** Names the scrolling figure for screen readers (usually the heading above it). */
  label: string;
  /** The header of the first column, over the features. */
  featureLabel: ReactNode;
  columns: readonly ComparisonTableColumn[];
  rows: readonly ComparisonTableRow[];
  /** The word shown beside each verdict's icon, in the reader's language. */
  verdictLabels: Readonly<Record<ComparisonVerdict, string>>;
  className?: string;
}

const ICON: Record<ComparisonVerdict, ReactNode> = {
  yes: <CheckIcon className="text-feedback-success-text size-5" />,
  no: <CircleXIcon className="text-feedback-error-text size-5" />,
  limited: <MinusIcon className="text-feedback-warn-text size-5" />,
};

const th = "border-border border-b px-3 py-3 text-start align-bottom font-semibold";

/**
 * Features (rows) against products (columns). A real table (row and column
 * headers), each verdict an icon with its word, so it never depends on
 * colour; it scrolls inside itself on a narrow screen rather than widening
 * the page.
 */
export function ComparisonTable({
  label,
  featureLabel,
  columns,
  rows,
  verdictLabels,
  className,
}: ComparisonTableProps) {
  return (
    // Focusable, so a keyboard can scroll the table where it is wider than the screen.
    // A named figure, not a <section>: inside a Band titled like the table, a second
    // region landmark of the same name would be a duplicate (axe landmark-unique).
    <figure
      data-slot="comparison-table"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className={cn(
        "border-border rounded-card focus-visible:outline-focus max-w-full overflow-x-auto border focus-visible:outline-2 focus-visible:outline-offset-2",
        className,
      )}
    >
      <table className="bg-surface w-full min-w-[32rem] border-collapse text-sm md:text-base">
        <thead className="bg-surface-sunken">
          <tr>
            <th scope="col" className={th}>
              {featureLabel}
            </th>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.highlight ? `${th} text-text-accent` : th}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-border border-b last:border-b-0">
              <th scope="row" className="px-3 py-3 text-start font-medium">
                {row.label}
              </th>
              {columns.map((column, index) => {
                const verdict = row.cells[index];
                return (
                  <td key={column.id} className="px-3 py-3">
                    {verdict == null ? null : (
                      <span className="inline-flex items-center gap-2">
                        <span aria-hidden="true" className="inline-flex">
                          {ICON[verdict]}
                        </span>
                        {verdictLabels[verdict]}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
