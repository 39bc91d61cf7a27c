import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { ALIGN_CLASSES, GAP_CLASSES, type SpaceStep, type StackAlign } from "./spacingScale";

export interface StackProps extends ComponentProps<"div"> {
  /** Space between children, in 4 px steps of the rhythm (`4` = 16 px). Default 4. */
  gap?: SpaceStep;
  /** Inline alignment of the children. Default `stretch`. */
  align?: StackAlign;
  /** Render the single child (a `<ul>`, `<form>` …) as the stack. */
  asChild?: boolean;
}

/** Children one under the other, a fixed step apart (Polaris's BlockStack). */
export function Stack({
  className,
  gap = 4,
  align = "stretch",
  asChild = false,
  ...props
}: StackProps) {
  const Component = asChild ? Slot : "div";
  return (
    <Component
      data-slot="stack"
      className={cn("flex flex-col", GAP_CLASSES[gap], ALIGN_CLASSES[align], className)}
      {...props}
    />
  );
}
