import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { GAP_CLASSES, type SpaceStep } from "../stack/spacingScale";
import {
  GRID_COLUMN_CLASSES,
  GRID_SPAN_CLASSES,
  type GridCount,
  type ResponsiveValue,
  responsiveClasses,
} from "./gridClasses";

/** DESIGN-LANGUAGE.md: 4 columns on phones, 12 from the tablet up. */
export const DEFAULT_GRID_COLUMNS = {
  base: 4,
  md: 12,
} as const satisfies ResponsiveValue<GridCount>;

export interface GridProps extends ComponentProps<"div"> {
  /**
   * Columns per breakpoint, e.g. `{ base: 1, md: 2, lg: 3 }` for cards;
   * a number for every width. Default: the page grid, 4 then 12.
   */
  columns?: ResponsiveValue<GridCount>;
  /** Space between cells in 4 px steps (`6` = 24 px). Default 6. */
  gap?: SpaceStep;
  /** Render the single child (a `<ul>` of cards …) as the grid. */
  asChild?: boolean;
}

/** A CSS grid whose columns fill in reading order (from the right in Arabic). */
export function Grid({
  className,
  columns = DEFAULT_GRID_COLUMNS,
  gap = 6,
  asChild = false,
  ...props
}: GridProps) {
  const Component = asChild ? Slot : "div";
  return (
    <Component
      data-slot="grid"
      className={cn(
        "grid",
        responsiveClasses(GRID_COLUMN_CLASSES, columns),
        GAP_CLASSES[gap],
        className,
      )}
      {...props}
    />
  );
}

export interface GridItemProps extends ComponentProps<"div"> {
  /** Columns the cell spans per breakpoint, e.g. `{ base: 4, md: 6, lg: 4 }` on the 4/12 grid. */
  span?: ResponsiveValue<GridCount>;
  asChild?: boolean;
}

/** A cell of the 12-column page grid that spans several columns. */
export function GridItem({ className, span, asChild = false, ...props }: GridItemProps) {
  const Component = asChild ? Slot : "div";
  return (
    <Component
      data-slot="grid-item"
      className={cn("min-w-0", responsiveClasses(GRID_SPAN_CLASSES, span), className)}
      {...props}
    />
  );
}
