import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { cn } from "../lib/cn";
import { pageLayoutMessages } from "./intl/catalog.gen";

export interface SkipLinkProps extends Omit<ComponentProps<"a">, "href"> {
  /** The id of the element to skip to, without `#`. Default `main`. */
  targetId?: string;
}

/**
 * The first thing a keyboard user reaches: hidden until focused, then shown
 * at the reading start corner above everything, so the header's links can be
 * skipped (WCAG 2.4.1).
 */
export function SkipLink({
  targetId = "main",
  className,
  children,
  onClick,
  ...props
}: SkipLinkProps) {
  const t = useMessages(pageLayoutMessages);
  return (
    <a
      data-slot="skip-link"
      href={`#${targetId}`}
      onClick={(event) => {
        onClick?.(event);
        const target = document.getElementById(targetId);
        if (event.defaultPrevented || !target) return;
        // Following the fragment would only move the caret-browsing start
        // point in some browsers, add a history entry and may upset a client
        // router: focus the target instead, so the next Tab and the screen
        // reader continue from there. Without JavaScript the href still works.
        event.preventDefault();
        target.focus();
      }}
      className={cn(
        "sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-(--mvpn-z-index-toast)",
        "focus:bg-surface-raised focus:text-text focus:rounded-control focus:shadow-high focus:px-4 focus:py-3 focus:font-semibold",
        "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
        className,
      )}
      {...props}
    >
      {children ?? t("skipToContent")}
    </a>
  );
}
