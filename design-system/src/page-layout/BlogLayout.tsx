import type { ReactNode } from "react";
import { Container } from "../container/Container";
import { cn } from "../lib/cn";
import { MAIN_CLASSES, type PageLayoutSlots } from "./layoutSlots";
import { SkipLink } from "./SkipLink";

export interface BlogLayoutProps extends PageLayoutSlots {
  /**
   * The sidebar (categories, tags, search, newsletter): beside the article on
   * the reading-end side from `lg` up, under it on smaller screens.
   */
  aside?: ReactNode;
  /** Names the sidebar for screen readers (e.g. "Blog categories"); pass it when there is more than one `<aside>`. */
  asideLabel?: string;
  /** A full-width band above the columns (the blog's title or a category header); it is part of `<main>`. */
  intro?: ReactNode;
}

/**
 * The blog frame (SPEC.md §2, "blog" layout, every /blog page). `<main>` and
 * the `<aside>` are siblings, not nested, so the sidebar is a top-level
 * landmark; the grid places them in reading order, so in Arabic the sidebar
 * moves to the left by itself.
 */
export function BlogLayout({
  header,
  footer,
  children,
  aside,
  asideLabel,
  intro,
  mainId = "main",
  skipLinkLabel,
  className,
  ...props
}: BlogLayoutProps) {
  return (
    <div
      data-slot="blog-layout"
      className={cn("bg-surface text-text relative flex min-h-dvh flex-col", className)}
      {...props}
    >
      <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
      {header}
      <div data-slot="blog-layout-body" className="flex-1">
        <Container
          className={cn(
            "grid grid-cols-1 gap-10 py-10 md:py-14",
            aside ? "lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12" : undefined,
          )}
        >
          <main
            id={mainId}
            tabIndex={-1}
            data-slot="blog-layout-main"
            className={cn("min-w-0", MAIN_CLASSES)}
          >
            {intro ? (
              <div data-slot="blog-layout-intro" className="mb-8">
                {intro}
              </div>
            ) : null}
            {children}
          </main>
          {aside ? (
            <aside data-slot="blog-layout-aside" aria-label={asideLabel} className="min-w-0">
              {aside}
            </aside>
          ) : null}
        </Container>
      </div>
      {footer}
    </div>
  );
}
