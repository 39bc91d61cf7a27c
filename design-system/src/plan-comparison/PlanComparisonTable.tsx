import { useMessages } from "../i18n/messages";
import { planComparisonMessages } from "./intl/catalog.gen";
import type { PlanComparisonColumn, PlanComparisonRow } from "./PlanComparison";
import { PlanComparisonValue } from "./PlanComparisonValue";

/**
 * The comparison with plan columns: a real table (column and row headers) on
 * screens of 640 px and up, and below that one block per feature listing
 * each plan's value, drawn instead of the table (`hidden`, so only one of
 * the two is ever read).
 */
export function PlanComparisonTable({
  rows,
  columns,
  labelledBy,
}: {
  rows: readonly PlanComparisonRow[];
  columns: readonly PlanComparisonColumn[];
  labelledBy: string | undefined;
}) {
  const t = useMessages(planComparisonMessages);
  return (
    <>
      <table
        data-slot="plan-comparison-table"
        aria-labelledby={labelledBy}
        className="hidden w-full border-collapse text-start sm:table"
      >
        <thead>
          <tr className="border-border border-b">
            <th scope="col" className="text-text-muted py-3 pe-4 text-start text-sm font-medium">
              {t("feature")}
            </th>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className="text-text px-2 py-3 text-center text-sm font-semibold"
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id ?? index} className="border-border border-b last:border-b-0">
              <th scope="row" className="py-3 pe-4 text-start align-middle font-normal">
                <span className="text-text block text-base font-medium">{row.label}</span>
                {row.description != null && (
                  <span className="text-text-muted block text-sm">{row.description}</span>
                )}
              </th>
              {columns.map((column, columnIndex) => (
                <td key={column.id} className="px-2 py-3 text-center align-middle">
                  <span className="inline-flex justify-center">
                    <PlanComparisonValue value={row.values?.[columnIndex] ?? false} />
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        data-slot="plan-comparison-stack"
        className="m-0 flex list-none flex-col gap-3 p-0 sm:hidden"
      >
        {rows.map((row, index) => (
          <li
            key={row.id ?? index}
            className="rounded-card border-border bg-surface-raised flex flex-col gap-3 border p-4"
          >
            <span className="flex flex-col gap-0.5">
              <span className="text-text text-base font-medium">{row.label}</span>
              {row.description != null && (
                <span className="text-text-muted text-sm">{row.description}</span>
              )}
            </span>
            <dl className="m-0 grid grid-cols-[repeat(auto-fit,minmax(4.5rem,1fr))] gap-2">
              {columns.map((column, columnIndex) => (
                <div key={column.id} className="flex flex-col items-start gap-1">
                  <dt className="text-text-muted text-xs">{column.label}</dt>
                  <dd className="m-0 flex min-h-6 items-center">
                    <PlanComparisonValue value={row.values?.[columnIndex] ?? false} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
