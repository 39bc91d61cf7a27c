import { type ComponentProps, type ReactNode, type Ref, useCallback, useRef } from "react";
import { useMessages } from "../i18n/messages";
import { CloseIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { useReservedSpace } from "../lib/useReservedSpace";
import {
  type BannerPlacement,
  type BannerTone,
  bannerCloseVariants,
  bannerVariants,
} from "./bannerVariants";
import { bannerMessages } from "./intl/catalog.gen";

export interface BannerProps extends ComponentProps<"section"> {
  /** `promo` (brand band, the default) or a feedback tone. */
  tone?: BannerTone;
  /**
   * `inline` (the default): in the flow of the page. `viewport`: fixed to the
   * bottom of the viewport, for a banner that appears after the page has
   * painted; it keeps its height free at the end of the page and in the
   * bottom scroll padding, like the cookie-consent bar, so render it last in
   * the page.
   */
  placement?: BannerPlacement;
  /** A leading icon, decorative. */
  icon?: ReactNode;
  /** An optional call to action, e.g. `<Button asChild size="sm"><Link to="/pricing">See offer</Link></Button>`. */
  action?: ReactNode;
  /** Called by the close button; without it the banner has no close button. */
  onClose?: () => void;
  /** Overrides the translated "Close". */
  closeLabel?: string;
}

/**
 * The daily banner (SPEC.md §4): a message, an optional call to action and a
 * close button. It is a named region so screen-reader users can find and skip
 * it. Whether it shows is the site's decision: pair it with
 * `useDailyDismiss(id, storage)` to keep it closed for the rest of the day.
 */
export function Banner({
  tone = "promo",
  placement = "inline",
  ref,
  icon,
  action,
  onClose,
  closeLabel,
  className,
  children,
  "aria-label": ariaLabel,
  ...props
}: BannerProps) {
  const t = useMessages(bannerMessages);
  const ownRef = useRef<HTMLElement>(null);
  const reserved = useReservedSpace(ownRef, placement === "viewport");
  const setRefs = useCallback(
    (element: HTMLElement | null) => {
      ownRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  const banner = (
    <section
      ref={setRefs}
      data-slot="banner"
      data-variant={tone}
      data-placement={placement}
      aria-label={ariaLabel ?? t("region")}
      className={cn(bannerVariants({ tone, placement }), className)}
      {...props}
    >
      {icon ? (
        <span data-slot="banner-icon" aria-hidden="true" className="flex shrink-0 [&_svg]:size-5">
          {icon}
        </span>
      ) : null}
      <div data-slot="banner-message" className="min-w-0 flex-1 py-2">
        {children}
      </div>
      {action ? (
        <div data-slot="banner-action" className="flex shrink-0 items-center">
          {action}
        </div>
      ) : null}
      {onClose ? (
        <button
          type="button"
          data-slot="banner-close"
          aria-label={closeLabel ?? t("close")}
          onClick={onClose}
          className={bannerCloseVariants({ tone })}
        >
          <CloseIcon className="size-5" />
        </button>
      ) : null}
    </section>
  );
  if (placement === "inline") return banner;
  return (
    <>
      {banner}
      {reserved > 0 ? (
        <div data-slot="banner-spacer" aria-hidden="true" style={{ blockSize: `${reserved}px` }} />
      ) : null}
    </>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}
