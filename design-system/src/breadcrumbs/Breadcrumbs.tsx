import type { ComponentProps, ReactNode } from "react";
import { useMessages } from "../i18n/messages";
import { ChevronEndIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { type LinkRenderer, renderAnchor } from "../link-renderer/linkRenderer";
import { breadcrumbsMessages } from "./intl/catalog.gen";

export interface BreadcrumbItem {
  /** Where the crumb leads; the last crumb (the page itself) usually has none. */
  href?: string;
  label: ReactNode;
}

export interface BreadcrumbsProps extends ComponentProps<"nav"> {
  /** From the home page to the current page, which comes last. */
  items: readonly BreadcrumbItem[];
  /** Renders crumb links (pass the router's `<Link>`); default a plain `<a>`. */
  renderLink?: LinkRenderer;
  /** Replaces the translated "Breadcrumb" that names the landmark. */
  label?: string;
}

const FOCUS_RING =
  "rounded-control focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2";
const LINK_CLASSES = cn(
  "text-text-link underline underline-offset-4 hover:no-underline",
  FOCUS_RING,
);
const CURRENT_CLASSES = "text-text font-medium no-underline";

function Crumb({
  item,
  isCurrent,
  renderLink,
}: {
  item: BreadcrumbItem;
  isCurrent: boolean;
  renderLink: LinkRenderer;
}) {
  if (item.href === undefined) {
    return (
      <span
        data-slot="breadcrumbs-page"
        aria-current={isCurrent ? "page" : undefined}
        className={isCurrent ? CURRENT_CLASSES : "text-text-muted"}
      >
        {item.label}
      </span>
    );
  }
  return renderLink({
    href: item.href,
    "aria-current": isCurrent ? "page" : undefined,
    className: isCurrent ? cn(CURRENT_CLASSES, FOCUS_RING) : LINK_CLASSES,
    "data-slot": "breadcrumbs-link",
    children: item.label,
  });
}

/**
 * Where the page sits in the site (WAI-ARIA APG breadcrumb): a named
 * `<nav>` with an ordered list; the last crumb is the page itself
 * (`aria-current="page"`). The chevrons point along the reading direction,
 * so they mirror in Arabic, and are hidden from screen readers.
 */
export function Breadcrumbs({
  items,
  renderLink = renderAnchor,
  label,
  className,
  ...props
}: BreadcrumbsProps) {
  const t = useMessages(breadcrumbsMessages);
  return (
    <nav
      data-slot="breadcrumbs"
      aria-label={label ?? t("breadcrumb")}
      className={cn("text-sm", className)}
      {...props}
    >
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: crumbs are a fixed path; labels may repeat.
            <li key={index} data-slot="breadcrumbs-item" className="flex items-center gap-2">
              {index > 0 ? (
                <ChevronEndIcon
                  data-slot="breadcrumbs-separator"
                  className="text-text-muted size-4"
                />
              ) : null}
              <Crumb item={item} isCurrent={isCurrent} renderLink={renderLink} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
