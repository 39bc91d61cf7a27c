import type { ComponentProps, ReactNode } from "react";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { cn } from "../lib/cn";
import { PlatformIcon } from "../platform/PlatformIcon";
import type { DetectedPlatform } from "../platform/platforms";

export interface PlatformCardProps extends Omit<ComponentProps<"article">, "title"> {
  platform: DetectedPlatform;
  title: ReactNode;
  description?: ReactNode;
  /** Short facts under the description (version, minimum system), e.g. a `<dl>` or a line of text. */
  meta?: ReactNode;
  /** The card's actions: a download button, store badges, a link to the platform's page. */
  actions?: ReactNode;
  /** A badge that marks the visitor's own platform ("Your device"); none when absent. */
  current?: ReactNode;
  /** `primary`: the large card of the visitor's download; `default`: one of the list. */
  size?: "default" | "primary";
  headingLevel?: HeadingLevel;
}

/**
 * One platform's download: its mark, name, a line about the app and its
 * actions. The card holds no words of its own (the site passes them
 * translated). The primary size is the visitor's download at the top of
 * /download; the default size lists every platform. The marked card keeps
 * its size, so marking one after hydration moves nothing.
 */
export function PlatformCard({
  platform,
  title,
  description,
  meta,
  actions,
  current,
  size = "default",
  headingLevel = 3,
  className,
  ...props
}: PlatformCardProps) {
  const Heading = headingTag(headingLevel);
  const primary = size === "primary";
  return (
    <article
      data-slot="platform-card"
      data-platform={platform}
      data-size={size}
      data-current={current ? "" : undefined}
      className={cn(
        "bg-surface-raised text-text rounded-card shadow-low relative flex flex-col gap-4 border",
        primary ? "p-6 sm:flex-row sm:items-start sm:gap-6 sm:p-8" : "p-5",
        current ? "border-accent" : "border-border",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "bg-accent-subtle text-text-accent rounded-control inline-flex shrink-0 items-center justify-center",
          primary ? "size-16" : "size-12",
        )}
      >
        <PlatformIcon platform={platform} className={primary ? "size-9" : "size-6"} />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Heading
            data-slot="platform-card-title"
            className={cn(
              // The size's own line height: no leading-* beside it (cn() keeps both).
              "font-display text-text m-0 font-bold",
              primary ? "text-2xl" : "text-lg",
            )}
          >
            {title}
          </Heading>
          {current ? (
            <span
              data-slot="platform-card-current"
              className="bg-accent text-on-accent rounded-full px-2.5 py-0.5 text-xs font-semibold"
            >
              {current}
            </span>
          ) : null}
        </div>
        {description ? (
          <p className="text-text-muted m-0 text-base leading-relaxed">{description}</p>
        ) : null}
        {meta ? <div className="text-text-muted text-sm">{meta}</div> : null}
        {actions ? (
          <div
            data-slot="platform-card-actions"
            className="mt-auto flex flex-wrap items-center gap-3"
          >
            {actions}
          </div>
        ) : null}
      </div>
    </article>
  );
}
