import { Slot } from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { tagListMessages } from "./intl/catalog.gen";

export type TagListProps = ComponentProps<"ul">;

/**
 * A wrapping list of tags (a blog post's topics). Named "Tags" in the reader's
 * language unless an `aria-label` is given.
 */
export function TagList({ className, "aria-label": ariaLabel, ...props }: TagListProps) {
  const t = useMessages(tagListMessages);
  return (
    <ul
      data-slot="tag-list"
      aria-label={ariaLabel ?? t("label")}
      className={cn("flex list-none flex-wrap gap-2 p-0", className)}
      {...props}
    />
  );
}

const tagClasses = cn(
  "rounded-pill border-border bg-surface-sunken inline-flex min-h-8 items-center border px-3",
  "text-text-muted text-sm font-medium no-underline",
);

const linkClasses = cn(
  "ease-enter transition-colors duration-150 motion-reduce:transition-none",
  "hover:border-border-strong hover:text-text",
  "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
);

export interface TagProps extends Omit<ComponentProps<"a">, "ref"> {
  /**
   * Render the single child (a router `<Link>`) as the tag's link. Without
   * `href` or `asChild` the tag is plain text.
   */
  asChild?: boolean;
}

/** One tag: a link when it has an `href` (or `asChild`), plain text otherwise. */
export function Tag({ className, asChild = false, href, children, ...props }: TagProps) {
  const isLink = asChild || href != null;
  const Component = asChild ? Slot : isLink ? "a" : "span";
  return (
    <li data-slot="tag-list-item" className="flex">
      <Component
        data-slot="tag"
        data-variant={isLink ? "link" : "plain"}
        href={href}
        className={cn(tagClasses, isLink && linkClasses, className)}
        {...props}
      >
        {children}
      </Component>
    </li>
  );
}
