import { type ComponentProps, type ReactNode, useId } from "react";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { HEADER_OVERLAP_PADDING } from "../header/headerHeight";
import { cn } from "../lib/cn";

export interface HeroProps extends Omit<ComponentProps<"section">, "title"> {
  /** A short line above the headline ("No-logs VPN"). */
  eyebrow?: ReactNode;
  /** The one headline of the page. */
  headline: ReactNode;
  /** `1` by default: the hero holds the page's only `h1`. */
  headingLevel?: HeadingLevel;
  /** One sentence under the headline. */
  description?: ReactNode;
  /** The main call to action (see plans): a `Button`, or a link with `Button asChild`. */
  primaryAction?: ReactNode;
  /** The second call to action (download for the detected OS). */
  secondaryAction?: ReactNode;
  /** Money-back guarantee, number of countries, rating: `HeroTrustList` or anything small. */
  trust?: ReactNode;
  /** An SVG illustration (shield, globe, devices) or an `AppScreen`; mark it `aria-hidden` when decorative. */
  illustration?: ReactNode;
  /**
   * Where the illustration goes on a phone: after the words and buttons
   * (default), or nowhere, so a long page's first screen keeps to the words
   * and the buttons (issue #38, "answer first"). Beside them from `md` up.
   */
  illustrationOnPhone?: "after" | "hidden";
  /**
   * The transparent `Header` sits over the hero: its height is added to the
   * top padding so the headline is not hidden under the navigation.
   */
  headerOverlap?: boolean;
  /**
   * Less padding above and below: for a page whose content must start on the
   * first screen (the plans of a pricing page on a phone).
   */
  compact?: boolean;
}

/**
 * The top of a marketing page on the brand band: eyebrow, one headline, one
 * sentence, two calls to action, a trust line and an illustration beside
 * them (below them on phones). Focus rings inside use the on-brand colour,
 * which is the one that stands out against the band.
 */
export function Hero({
  eyebrow,
  headline,
  headingLevel = 1,
  description,
  primaryAction,
  secondaryAction,
  trust,
  illustration,
  illustrationOnPhone = "after",
  headerOverlap = false,
  compact = false,
  className,
  ...props
}: HeroProps) {
  const headlineId = useId();
  const Headline = headingTag(headingLevel);
  const hasActions = primaryAction != null || secondaryAction != null;
  return (
    <section
      data-slot="hero"
      aria-labelledby={headlineId}
      className={cn(
        "from-surface-brand to-surface-brand-end text-on-brand bg-surface-brand bg-linear-to-br rtl:bg-linear-to-bl",
        // Every focus ring in the band (buttons, links) takes the on-brand focus colour.
        "[--mvpn-color-focus:var(--mvpn-color-focus-on-brand)]",
        compact ? "py-6 md:py-12" : "py-16 md:py-24",
        headerOverlap && HEADER_OVERLAP_PADDING.lg,
        className,
      )}
      {...props}
    >
      <div
        data-slot="hero-inner"
        className={cn(
          "max-w-content mx-auto grid w-full items-center gap-12 px-4 sm:px-6 lg:px-8",
          illustration != null && "md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]",
        )}
      >
        <div data-slot="hero-content" className="flex max-w-3xl flex-col items-start gap-6">
          {eyebrow == null ? null : (
            <p data-slot="hero-eyebrow" className="text-on-brand-accent m-0 text-sm font-semibold">
              {eyebrow}
            </p>
          )}
          <Headline
            id={headlineId}
            data-slot="hero-headline"
            className={cn(
              "font-display text-on-brand m-0 font-extrabold text-balance",
              // 36 px on a phone growing with the viewport to 60 px on desktop.
              "text-[length:clamp(var(--mvpn-font-size-4xl),1.25rem_+_3.5vw,var(--mvpn-font-size-6xl))]",
              "leading-tight tracking-tight",
              // Arabic is never letter-spaced and needs room for its ascenders and marks.
              "[&:lang(ar)]:leading-normal [&:lang(ar)]:tracking-normal",
            )}
          >
            {headline}
          </Headline>
          {description == null ? null : (
            <p
              data-slot="hero-description"
              className="text-on-brand-muted m-0 max-w-2xl text-lg leading-relaxed md:text-xl"
            >
              {description}
            </p>
          )}
          {hasActions ? (
            <div data-slot="hero-actions" className="flex flex-wrap items-center gap-3">
              {primaryAction}
              {secondaryAction}
            </div>
          ) : null}
          {trust == null ? null : (
            <div data-slot="hero-trust" className="text-on-brand-muted text-sm">
              {trust}
            </div>
          )}
        </div>
        {illustration == null ? null : (
          <div
            data-slot="hero-illustration"
            className={cn(
              "text-accent-bright justify-center [&>svg]:h-auto [&>svg]:w-full [&>svg]:max-w-md",
              illustrationOnPhone === "hidden" ? "hidden md:flex" : "flex",
            )}
          >
            {illustration}
          </div>
        )}
      </div>
    </section>
  );
}

/** The trust line: short facts in a row that wraps. */
export function HeroTrustList({ className, ...props }: ComponentProps<"ul">) {
  return (
    <ul
      data-slot="hero-trust-list"
      className={cn("m-0 flex list-none flex-wrap items-center gap-x-6 gap-y-2 p-0", className)}
      {...props}
    />
  );
}

export interface HeroTrustItemProps extends ComponentProps<"li"> {
  /** A design-system icon; decorative. */
  icon?: ReactNode;
}

/** One fact of the trust line ("30-day money-back guarantee"). */
export function HeroTrustItem({ icon, className, children, ...props }: HeroTrustItemProps) {
  return (
    <li
      data-slot="hero-trust-item"
      className={cn("text-on-brand-muted inline-flex items-center gap-2", className)}
      {...props}
    >
      {icon == null ? null : (
        <span aria-hidden="true" className="text-accent-bright inline-flex [&_svg]:size-4">
          {icon}
        </span>
      )}
      {children}
    </li>
  );
}
