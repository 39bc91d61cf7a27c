import type { ComponentProps, ReactNode } from "react";
import { cn } from "../lib/cn";

export interface AddressColumn {
  id: string;
  header: ReactNode;
  /** The address column: monospace, wrapped anywhere when needed (IPv6 at 360 px). */
  mono?: boolean;
}

export interface AddressRow {
  id: string;
  cells: Record<string, ReactNode>;
  /** Marks the row (a leaked address) with the error colour at its inline-start edge. */
  highlight?: boolean;
}

export interface AddressTableProps extends Omit<ComponentProps<"table">, "children"> {
  /** Names the table for assistive technology: "Addresses WebRTC revealed". */
  caption: ReactNode;
  columns: readonly AddressColumn[];
  rows: readonly AddressRow[];
}

/**
 * The addresses a tool found, one row each (address, kind, how it was
 * found, …). A real table for screen readers; cells wrap rather than scroll,
 * so it fits a 360 px screen without a horizontal scroll bar.
 */
export function AddressTable({ caption, columns, rows, className, ...props }: AddressTableProps) {
  return (
    <table
      data-slot="address-table"
      className={cn("w-full border-collapse text-start text-sm", className)}
      {...props}
    >
      <caption className="text-text mb-2 text-start text-base font-semibold">{caption}</caption>
      <thead>
        <tr className="border-border border-b">
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              className="text-text-muted px-2 py-2 text-start font-medium first:ps-0"
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-highlight={row.highlight || undefined}
            className={cn(
              "border-border border-b align-top",
              row.highlight && "bg-feedback-error-surface",
            )}
          >
            {columns.map((column) => (
              <td
                key={column.id}
                className={cn(
                  // A highlighted row keeps its first cell's start padding (its tint reaches the edge).
                  "text-text px-2 py-2",
                  row.highlight ? "first:ps-2" : "first:ps-0",
                  column.mono && "font-mono [overflow-wrap:anywhere]",
                )}
              >
                {row.cells[column.id]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
