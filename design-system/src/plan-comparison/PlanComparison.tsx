import { type ComponentProps, type ReactNode, useId } from "react";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { planComparisonMessages } from "./intl/catalog.gen";
import { PlanComparisonTable } from "./PlanComparisonTable";
import { PlanComparisonValue } from "./PlanComparisonValue";

/** A cell: `true` (a check, read "Included"), `false` (a dash, "Not included") or words ("10 devices"). */
export type PlanComparisonCell = boolean | ReactNode;

export interface PlanComparisonColumn {
  /** Stable key of the column: a plan id. */
  id: string;
  /** Its heading: "12 months". */
  label: ReactNode;
}

export interface PlanComparisonRow {
  /** Stable key of the row; the index when missing. */
  id?: string;
  /** The feature: "Servers in 94 countries". */
  label: ReactNode;
  /** A line under the feature. */
  description?: ReactNode;
  /** One cell per column, in the columns' order; ignored without columns (every plan has it). */
  values?: readonly PlanComparisonCell[];
}

export interface PlanComparisonProps extends Omit<ComponentProps<"section">, "title"> {
  rows: readonly PlanComparisonRow[];
  /**
   * The plans to compare. Without them the rows are what every plan
   * includes: a list with a check each. With them, a table on wider screens
   * and one block per feature on phones.
   */
  columns?: readonly PlanComparisonColumn[];
  /** The heading; "Included in every plan" by default, `null` for none. */
  title?: ReactNode | null;
  /** Level of the heading; `2` by default. */
  headingLevel?: HeadingLevel;
}

/**
 * What the plans include. With one column ("all plans") it is a list of
 * features, each with a check, in one to three columns by width. With plan
 * columns it is a table from 640 px up; narrower, each feature is a block
 * with its value per plan, so nothing scrolls sideways on a 360 px phone
 * (the table is not drawn there at all, so screen readers meet one of them).
 */
export function PlanComparison({
  rows,
  columns,
  title,
  headingLevel = 2,
  className,
  ...props
}: PlanComparisonProps) {
  const t = useMessages(planComparisonMessages);
  const titleId = useId();
  const heading = title === undefined ? t("title") : title;
  const Heading = headingTag(headingLevel);
  const compared = columns !== undefined && columns.length > 0;

  return (
    <section
      data-slot="plan-comparison"
      data-variant={compared ? "table" : "list"}
      aria-labelledby={heading == null ? undefined : titleId}
      className={cn("text-text flex min-w-0 flex-col gap-6", className)}
      {...props}
    >
      {heading != null && (
        <Heading
          id={titleId}
          data-slot="plan-comparison-title"
          className="font-display text-text m-0 text-3xl leading-tight font-bold tracking-tight [&:lang(ar)]:tracking-normal"
        >
          {heading}
        </Heading>
      )}
      {compared ? (
        <PlanComparisonTable
          rows={rows}
          columns={columns}
          labelledBy={heading == null ? undefined : titleId}
        />
      ) : (
        <ul
          data-slot="plan-comparison-list"
          className="m-0 grid list-none grid-cols-1 gap-x-8 gap-y-4 p-0 sm:grid-cols-2 lg:grid-cols-3"
        >
          {rows.map((row, index) => (
            <li
              key={row.id ?? index}
              data-slot="plan-comparison-feature"
              className="flex items-start gap-3"
            >
              <PlanComparisonValue value={true} decorative />
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-text text-base font-medium">{row.label}</span>
                {row.description != null && (
                  <span className="text-text-muted text-sm">{row.description}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
