import { motion, scroll } from "@mvpn/tokens";
import { type ComponentProps, type MouseEvent, useEffect, useRef, useState } from "react";
import { Button } from "../button/Button";
import { useMessages } from "../i18n/messages";
import { ArrowUpIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { scrollToTopMessages } from "./intl/catalog.gen";
import { FLOATING_AVOID_SELECTOR, overlapsAny } from "./overlap";
import { type Scroller, windowScroller } from "./scroller";
import { scrollToTarget } from "./scrollToTarget";

export interface ScrollToTopProps extends Omit<ComponentProps<"button">, "children"> {
  /** The button shows once the page is scrolled further than this, in px; SPEC.md: 50. */
  offset?: number;
  /** Length of the scroll back up, in ms; SPEC.md: 1200. */
  duration?: number;
  /** What scrolls: the window by default. Keep the object stable (create it once). */
  scroller?: Scroller;
  /** Replaces "Back to top". */
  label?: string;
  /** `inline`: in the flow of the page instead of fixed to the corner (a review page, a story). */
  placement?: "viewport" | "inline";
  /**
   * Content the button must never cover, blank space and all: while it would
   * sit over an element matching this selector it hides. `[data-floating-avoid]`
   * by default; "" turns the check off.
   */
  avoid?: string;
}

/**
 * A round "Back to top" button at the bottom end corner. It appears once the
 * page is scrolled past `offset` and scrolls smoothly to the top over
 * `duration` (a jump for readers who prefer reduced motion). The arrow points
 * up, so it does not mirror in right-to-left. It never covers content that
 * must stay readable where it stands (issue #38: it covered the leak test's
 * results on a phone): over anything marked `data-floating-avoid` it hides
 * until the page scrolls it clear. Running text scrolls past it, as under any
 * floating button; hiding over every line left it all but gone on a phone.
 */
export function ScrollToTop({
  offset = scroll.offset,
  duration = motion.duration.scroll,
  scroller,
  label,
  placement = "viewport",
  avoid = FLOATING_AVOID_SELECTOR,
  className,
  onClick,
  ...props
}: ScrollToTopProps) {
  const t = useMessages(scrollToTopMessages);
  const [visible, setVisible] = useState(false);
  const [covering, setCovering] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<() => void>(() => {});
  const scrollerRef = useRef<Scroller | null>(null);

  useEffect(() => {
    const target = scroller ?? windowScroller();
    scrollerRef.current = target;
    const update = () => {
      setVisible(target.getScrollTop() > offset);
      // Only a button fixed over the page can cover anything.
      const button = buttonRef.current;
      setCovering(placement === "viewport" && avoid !== "" && overlapsAny(button, avoid));
    };
    update();
    const unsubscribe = target.subscribe(update);
    // Content also moves without a scroll: a result arrives, the window turns.
    window.addEventListener("resize", update);
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(update) : null;
    observer?.observe(document.body);
    return () => {
      unsubscribe();
      window.removeEventListener("resize", update);
      observer?.disconnect();
      cancelRef.current();
    };
  }, [scroller, offset, placement, avoid]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    const target = scrollerRef.current;
    if (event.defaultPrevented || !target) return;
    cancelRef.current();
    cancelRef.current = scrollToTarget({ top: 0, offset: 0, duration }, target);
  };

  return (
    <Button
      data-slot="scroll-to-top"
      ref={buttonRef}
      data-state={visible && !covering ? "visible" : "hidden"}
      variant="outline"
      size="icon"
      shape="pill"
      transition="reveal"
      aria-label={label ?? t("label")}
      onClick={handleClick}
      className={cn(
        // Above a bar fixed to the bottom (the cookie consent, a banner: they publish their height), never
        // under it. Raised by a transform, not by `bottom`: a bar that comes or goes while the button shows
        // then moves it without a layout shift (CLS counts layout moves, not transforms).
        "shadow-mid end-6 bottom-6 z-(--mvpn-z-index-sticky) [transform:translateY(calc(-1*var(--mvpn-bottom-bar-height,0px)))]",
        placement === "inline" ? "static" : "fixed",
        "data-[state=hidden]:invisible data-[state=hidden]:translate-y-2 data-[state=hidden]:opacity-0",
        className,
      )}
      {...props}
    >
      <ArrowUpIcon />
    </Button>
  );
}
