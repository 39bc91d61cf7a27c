import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";
import { type HeadingLevel, headingTag } from "./headingLevel";

export interface CardProps extends ComponentProps<"div"> {
  /** Render the single child (`<article>`, `<li>`) with the card's look instead of a `<div>`. */
  asChild?: boolean;
  /** Content stacked (default) or in a row (a server location, a compact list item). */
  orientation?: "vertical" | "horizontal";
  /** The accent border of the card that stands out: the current platform, the plan on offer. */
  highlight?: boolean;
}

/**
 * A raised surface. With a `CardLink` inside, the whole card becomes one link
 * (the "stretched link" pattern): it lifts one shadow step on hover and shows
 * the focus ring around the whole card, and never changes size.
 */
export function Card({
  className,
  asChild = false,
  orientation = "vertical",
  highlight = false,
  ...props
}: CardProps) {
  const Component = asChild ? Slot : "div";
  return (
    <Component
      data-slot="card"
      className={cn(
        "bg-surface-raised text-text rounded-card shadow-low relative flex border",
        orientation === "horizontal" ? "flex-row items-center" : "flex-col",
        highlight ? "border-accent" : "border-border",
        "ease-move transition-shadow duration-200 motion-reduce:transition-none",
        // Only a card that is a link lifts: a lift promises that a click goes somewhere.
        "has-[[data-slot=card-link]]:hover:shadow-mid",
        "has-[[data-slot=card-link]:focus-visible]:outline-focus has-[[data-slot=card-link]:focus-visible]:outline-2 has-[[data-slot=card-link]:focus-visible]:outline-offset-2",
        className,
      )}
      {...props}
    />
  );
}

export interface CardTitleProps extends ComponentProps<"h3"> {
  /** Heading level in the page outline; `3` by default (a card in a section under an `h2`). */
  headingLevel?: HeadingLevel;
}

export function CardTitle({ className, headingLevel = 3, ...props }: CardTitleProps) {
  const Heading = headingTag(headingLevel);
  return (
    <Heading
      data-slot="card-title"
      className={cn("font-display text-text text-xl leading-tight font-bold", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<"p">) {
  return (
    <p
      data-slot="card-description"
      className={cn("text-text-muted text-base leading-relaxed", className)}
      {...props}
    />
  );
}

const CONTENT_GAPS = { sm: "gap-2", md: "gap-4", lg: "gap-5" } as const;

export interface CardContentProps extends ComponentProps<"div"> {
  /** Space between the content's blocks: `sm` (default) for a title and a sentence, more for a form. */
  gap?: keyof typeof CONTENT_GAPS;
}

export function CardContent({ className, gap = "sm", ...props }: CardContentProps) {
  return (
    <div
      data-slot="card-content"
      className={cn("flex flex-1 flex-col p-6", CONTENT_GAPS[gap], className)}
      {...props}
    />
  );
}

export function CardFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("text-text-muted flex items-center gap-3 px-6 pb-6 text-sm", className)}
      {...props}
    />
  );
}

export interface CardLinkProps extends ComponentProps<"a"> {
  /** Render the single child (a router `<Link>`) as the stretched link. */
  asChild?: boolean;
}

/**
 * The card's one link, usually around its title: its `::after` covers the
 * whole card, so a click anywhere follows it while screen readers hear one
 * link with one name (the title), not a card full of nested links. Put any
 * other control of the card in a `relative z-10` wrapper so it stays clickable.
 */
export function CardLink({ className, asChild = false, ...props }: CardLinkProps) {
  const Component = asChild ? Slot : "a";
  return (
    <Component
      data-slot="card-link"
      className={cn(
        "text-inherit no-underline after:absolute after:inset-0 after:content-['']",
        // The ring is drawn around the whole card instead (see Card).
        "focus-visible:outline-none",
        "hover:underline hover:underline-offset-4",
        className,
      )}
      {...props}
    />
  );
}
