import type { ComponentProps } from "react";
import { useMessages } from "../i18n/messages";
import { ChevronEndIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { type LinkRenderer, renderAnchor } from "../link-renderer/linkRenderer";
import { tableOfContentsMessages } from "./intl/catalog.gen";

/** One heading of the text: its anchor id, its words, and its level (`##` = 2, `###` = 3). */
export interface TocHeading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface TableOfContentsProps extends Omit<ComponentProps<"nav">, "children"> {
  headings: readonly TocHeading[];
  /**
   * Renders each link (pass the router's `<Link>`): the href is `#id`, so a
   * site whose router handles hash navigations brings the heading into view
   * with its own scroll helper. Default: a plain anchor.
   */
  renderLink?: LinkRenderer;
  /** Replaces the translated "On this page" heading and landmark name. */
  title?: string;
  /** The id of the heading currently read, highlighted when given (optional; no JS needed otherwise). */
  currentId?: string;
}

const LINK = cn(
  "rounded-control block py-1 no-underline underline-offset-4 hover:underline",
  "focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
);
/** The heading on screen stands out; the others are muted until hovered. */
const LINK_CURRENT = "text-text-link hover:text-text font-semibold";
const LINK_OTHER = "text-text-muted hover:text-text";

/**
 * The anchored list of a long text's `##` and `###` headings. Inline above
 * the text on a phone (a `<details>` the reader can fold away); on a wide
 * screen the page puts it in a sticky aside (`lg:sticky` on the wrapper is
 * the page's choice, this component only sets its own width-independent
 * look). Level-3 entries are indented with logical padding, so they mirror
 * in Arabic. No script of its own: the links are hashes.
 */
export function TableOfContents({
  headings,
  renderLink = renderAnchor,
  title,
  currentId,
  className,
  ...props
}: TableOfContentsProps) {
  const t = useMessages(tableOfContentsMessages);
  const heading = title ?? t("onThisPage");
  if (headings.length === 0) return null;
  return (
    <nav
      data-slot="table-of-contents"
      aria-label={heading}
      className={cn("text-sm", className)}
      {...props}
    >
      <details open className="group">
        <summary
          data-slot="table-of-contents-title"
          className={cn(
            "text-text font-display cursor-pointer list-none text-base font-semibold",
            "rounded-control focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
            "[&::-webkit-details-marker]:hidden",
          )}
        >
          <span className="inline-flex items-center gap-2">
            <ChevronEndIcon
              data-slot="table-of-contents-chevron"
              className="text-text-muted size-4 transition-transform group-open:rotate-90 rtl:group-open:-rotate-90"
            />
            {heading}
          </span>
        </summary>
        <ol className="border-border mt-3 flex flex-col border-s ps-3">
          {headings.map((item) => {
            const isCurrent = item.id === currentId;
            return (
              <li
                key={item.id}
                data-slot="table-of-contents-item"
                data-depth={item.depth}
                className={item.depth === 3 ? "ps-4" : undefined}
              >
                {renderLink({
                  href: `#${item.id}`,
                  "aria-current": isCurrent ? "location" : undefined,
                  className: cn(LINK, isCurrent ? LINK_CURRENT : LINK_OTHER),
                  "data-slot": "table-of-contents-link",
                  children: item.text,
                })}
              </li>
            );
          })}
        </ol>
      </details>
    </nav>
  );
}
