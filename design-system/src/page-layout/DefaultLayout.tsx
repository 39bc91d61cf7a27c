import { cn } from "../lib/cn";
import { MAIN_CLASSES, type PageLayoutSlots } from "./layoutSlots";
import { SkipLink } from "./SkipLink";

export type DefaultLayoutProps = PageLayoutSlots;

/**
 * The marketing and account page frame (SPEC.md §2, "default" layout): skip
 * link, header, `<main>`, footer. At least as tall as the viewport, so the
 * footer sits at the bottom of a short page. A transparent `Header` is
 * positioned over the first section of `<main>` (the root is its anchor).
 */
export function DefaultLayout({
  header,
  footer,
  children,
  mainId = "main",
  skipLinkLabel,
  className,
  ...props
}: DefaultLayoutProps) {
  return (
    <div
      data-slot="default-layout"
      className={cn("bg-surface text-text relative flex min-h-dvh flex-col", className)}
      {...props}
    >
      <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
      {header}
      <main
        id={mainId}
        tabIndex={-1}
        data-slot="default-layout-main"
        className={cn("flex-1", MAIN_CLASSES)}
      >
        {children}
      </main>
      {footer}
    </div>
  );
}
