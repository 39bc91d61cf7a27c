import type { ComponentProps, ReactNode } from "react";
import { useMessages } from "../i18n/messages";
import { CloseIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { type BannerTone, bannerCloseVariants, bannerVariants } from "./bannerVariants";
import { bannerMessages } from "./intl/catalog.gen";

export interface BannerProps extends ComponentProps<"section"> {
  /** `promo` (brand band, the default) or a feedback tone. */
  tone?: BannerTone;
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
  return (
    <section
      data-slot="banner"
      data-variant={tone}
      aria-label={ariaLabel ?? t("region")}
      className={cn(bannerVariants({ tone }), className)}
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
}
