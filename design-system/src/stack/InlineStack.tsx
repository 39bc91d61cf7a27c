import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import {
  ALIGN_CLASSES,
  GAP_CLASSES,
  JUSTIFY_CLASSES,
  type SpaceStep,
  type StackAlign,
  type StackJustify,
} from "./spacingScale";

export interface InlineStackProps extends ComponentProps<"div"> {
  /** Space between children, in 4 px steps of the rhythm (`2` = 8 px). Default 2. */
  gap?: SpaceStep;
  /** Block (vertical) alignment of the children. Default `center`. */
  align?: StackAlign;
  /** Distribution along the line; `start` is the reading start (right in Arabic). Default `start`. */
  justify?: StackJustify;
  /** Let children flow onto a new line when the row is full. Default true. */
  wrap?: boolean;
  /** Render the single child (a `<ul>` …) as the row. */
  asChild?: boolean;
}

/** Children side by side in reading order, wrapping on narrow screens. */
export function InlineStack({
  className,
  gap = 2,
  align = "center",
  justify = "start",
  wrap = true,
  asChild = false,
  ...props
}: InlineStackProps) {
  const Component = asChild ? Slot : "div";
  return (
    <Component
      data-slot="inline-stack"
      className={cn(
        "flex flex-row",
        wrap ? "flex-wrap" : "flex-nowrap",
        GAP_CLASSES[gap],
        ALIGN_CLASSES[align],
        JUSTIFY_CLASSES[justify],
        className,
      )}
      {...props}
    />
  );
}
