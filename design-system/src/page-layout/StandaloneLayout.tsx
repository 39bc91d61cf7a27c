import type { ReactNode } from "react";
import { Container } from "../container/Container";
import { cn } from "../lib/cn";
import { MAIN_CLASSES, type PageLayoutSlots } from "./layoutSlots";
import { SkipLink } from "./SkipLink";

const WIDTH_CLASSES = {
  /** Login, password reset, payment status: one form or message. */
  narrow: "max-w-md",
  /** Checkout: a summary beside the form. */
  wide: "max-w-4xl",
} as const;

export type StandaloneWidth = keyof typeof WIDTH_CLASSES;

export interface StandaloneLayoutProps extends Omit<PageLayoutSlots, "header"> {
  /** A slim bar with the logo (and perhaps a "secure checkout" note or a back link) instead of the full header. */
  brandBar?: ReactNode;
  /** How wide the centred content may grow. Default `narrow`. */
  width?: StandaloneWidth;
}

/**
 * The focused frame of SPEC.md §2's "standalone" layout (checkout, login):
 * no navigation to wander off through, a slim brand bar, the content centred
 * on a quiet background, an optional slim footer.
 */
export function StandaloneLayout({
  brandBar,
  footer,
  children,
  width = "narrow",
  mainId = "main",
  skipLinkLabel,
  className,
  ...props
}: StandaloneLayoutProps) {
  return (
    <div
      data-slot="standalone-layout"
      data-size={width}
      className={cn("bg-surface-sunken text-text relative flex min-h-dvh flex-col", className)}
      {...props}
    >
      <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
      {brandBar ? (
        <header data-slot="standalone-layout-bar" className="border-border bg-surface border-b">
          <Container className="flex h-14 items-center justify-between gap-4">{brandBar}</Container>
        </header>
      ) : null}
      <main
        id={mainId}
        tabIndex={-1}
        data-slot="standalone-layout-main"
        className={cn("flex flex-1 justify-center px-4 py-10 sm:px-6 md:py-16", MAIN_CLASSES)}
      >
        <div data-slot="standalone-layout-content" className={cn("w-full", WIDTH_CLASSES[width])}>
          {children}
        </div>
      </main>
      {footer}
    </div>
  );
}

export const STANDALONE_WIDTHS = Object.keys(WIDTH_CLASSES) as StandaloneWidth[];
