import type { ComponentProps, ReactNode } from "react";
import type { MessageKey } from "../i18n/catalog";
import { fillPlaceholders } from "../i18n/fillPlaceholders";
import { useMessages } from "../i18n/messages";
import { ChevronEndIcon, ChevronStartIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { type LinkRenderer, renderAnchor } from "../link-renderer/linkRenderer";
import { paginationMessages } from "./intl/catalog.gen";
import { paginationRange } from "./paginationRange";

/** Words that replace the translated ones; `page` keeps its `{n}` placeholder ("Page {n}"). */
export type PaginationLabels = Partial<Record<MessageKey<typeof paginationMessages>, string>>;

interface PaginationBaseProps extends Omit<ComponentProps<"nav">, "onChange"> {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** Pages shown either side of the current one before an ellipsis. Default 1. */
  siblings?: number;
  /** Replaces any of the translated words. */
  labels?: PaginationLabels;
  /** Where the row sits: centred under a listing (default), or at the start of a column. */
  align?: "center" | "start";
}

/** Pages as links (crawlable: blog listings) … */
interface LinkPaginationProps extends PaginationBaseProps {
  hrefFor: (page: number) => string;
  /** Renders page links (pass the router's `<Link>`); default a plain `<a>`. */
  renderLink?: LinkRenderer;
  onPageChange?: (page: number) => void;
}

/** … or as buttons (a list filtered in place). */
interface ButtonPaginationProps extends PaginationBaseProps {
  hrefFor?: undefined;
  renderLink?: undefined;
  onPageChange: (page: number) => void;
}

export type PaginationProps = LinkPaginationProps | ButtonPaginationProps;

const CONTROL = cn(
  "rounded-control inline-flex h-11 min-w-11 items-center justify-center gap-1 px-3 text-base font-medium no-underline",
  "ease-enter transition-colors duration-150 motion-reduce:transition-none",
  "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
  "[&_svg]:size-5 [&_svg]:shrink-0",
);
const STATE_CLASSES = {
  enabled: "cursor-pointer text-text hover:bg-surface-sunken",
  current: "bg-accent text-on-accent hover:bg-accent-hover",
  disabled: "text-text-muted opacity-50",
} as const;

interface PageControlProps {
  target: number;
  state: keyof typeof STATE_CLASSES;
  /** The accessible name when the visible content is only a number. */
  label?: string;
  slot: string;
  children: ReactNode;
  hrefFor: ((page: number) => string) | undefined;
  renderLink: LinkRenderer;
  onPageChange: ((page: number) => void) | undefined;
}

function PageControl({
  target,
  state,
  label,
  slot,
  children,
  hrefFor,
  renderLink,
  onPageChange,
}: PageControlProps) {
  const className = cn(CONTROL, STATE_CLASSES[state]);
  const current = state === "current" ? ("page" as const) : undefined;
  if (state === "disabled") {
    // Nowhere to go (previous on the first page): a disabled button, or for
    // links an invisible stand-in that keeps the row from shifting while
    // there is nothing to follow (nor to read out).
    return hrefFor ? (
      <span data-slot={slot} aria-hidden="true" className={cn(className, "invisible")}>
        {children}
      </span>
    ) : (
      <button type="button" data-slot={slot} disabled className={className}>
        {children}
      </button>
    );
  }
  const select = onPageChange && state !== "current" ? () => onPageChange(target) : undefined;
  if (hrefFor) {
    return renderLink({
      href: hrefFor(target),
      "aria-label": label,
      "aria-current": current,
      "data-slot": slot,
      className,
      onClick: select,
      children,
    });
  }
  return (
    <button
      type="button"
      data-slot={slot}
      aria-label={label}
      aria-current={current}
      className={className}
      onClick={select}
    >
      {children}
    </button>
  );
}

/**
 * Moves through a long listing (blog pages): previous and next with
 * chevrons that point along the reading direction, the first and last page,
 * the pages around the current one and ellipses for the rest
 * (`paginationRange`). The current page is marked `aria-current="page"`.
 * Nothing is rendered for a single page.
 */
export function Pagination({
  page,
  pageCount,
  siblings = 1,
  hrefFor,
  renderLink,
  onPageChange,
  labels,
  align = "center",
  className,
  ...props
}: PaginationProps) {
  const messages = useMessages(paginationMessages);
  const t = (key: Exclude<MessageKey<typeof paginationMessages>, "page">) =>
    labels?.[key] ?? messages(key);
  const pageLabel = (n: number) =>
    labels?.page === undefined ? messages("page", { n }) : fillPlaceholders(labels.page, { n });
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const shared = { hrefFor, renderLink: renderLink ?? renderAnchor, onPageChange };
  return (
    <nav
      data-slot="pagination"
      aria-label={t("pagination")}
      className={cn("flex", align === "start" ? "justify-start" : "justify-center", className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <PageControl
            {...shared}
            target={current - 1}
            state={current > 1 ? "enabled" : "disabled"}
            slot="pagination-previous"
          >
            <ChevronStartIcon />
            <span className="sr-only sm:not-sr-only">{t("previousPage")}</span>
          </PageControl>
        </li>
        {paginationRange(current, pageCount, siblings).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <PageControl
                {...shared}
                target={item}
                state={item === current ? "current" : "enabled"}
                label={pageLabel(item)}
                slot="pagination-page"
              >
                {item}
              </PageControl>
            </li>
          ) : (
            <li
              key={item}
              data-slot="pagination-ellipsis"
              className="text-text-muted inline-flex h-11 min-w-8 items-center justify-center"
            >
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t("morePages")}</span>
            </li>
          ),
        )}
        <li>
          <PageControl
            {...shared}
            target={current + 1}
            state={current < pageCount ? "enabled" : "disabled"}
            slot="pagination-next"
          >
            <span className="sr-only sm:not-sr-only">{t("nextPage")}</span>
            <ChevronEndIcon />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
