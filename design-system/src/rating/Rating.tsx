import type { ComponentProps } from "react";
import { fillPlaceholders } from "../i18n/fillPlaceholders";
import { useMessages } from "../i18n/messages";
import { StarIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { useLocale } from "../locale/LocaleProvider";
import { numberLocale } from "../locale/numberLocale";
import { ratingMessages } from "./intl/catalog.gen";
import { clampRating, RATING_MAX, type StarFill, starFills } from "./ratingValue";

export interface RatingProps extends Omit<ComponentProps<"div">, "children"> {
  /** 0–5; shown to the nearest half star. */
  value: number;
  /** Show the number beside the stars ("4.5"). The stars alone are not enough for some readers. */
  showValue?: boolean;
  /** `onBrand` for the hero band: empty stars and the number in the band's colours. */
  tone?: "default" | "onBrand";
  size?: "sm" | "md";
  /** Replaces "Rated {value} out of 5" (the `{value}` and `{max}` placeholders are filled). */
  label?: string;
}

/**
 * Star rating, read as one image: "Rated 4.8 out of 5"; the stars show the
 * score to the nearest half. A half star is filled
 * on its reading-start side, so in Arabic the fill runs from the right like
 * the row itself; the star glyph is never mirrored.
 */
export function Rating({
  value,
  showValue = false,
  tone = "default",
  size = "md",
  label,
  className,
  ...props
}: RatingProps) {
  const { locale } = useLocale();
  const t = useMessages(ratingMessages);
  // The words say the exact score (4.8); the stars show it to the nearest half.
  const score = clampRating(value);
  const number = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 1 });
  const values = { value: number.format(score), max: number.format(RATING_MAX) };
  const accessibleName = label === undefined ? t("label", values) : fillPlaceholders(label, values);
  return (
    <div
      data-slot="rating"
      data-variant={tone}
      data-size={size}
      data-value={score}
      role="img"
      aria-label={accessibleName}
      className={cn(
        "inline-flex items-center gap-2",
        size === "sm" ? "text-sm" : "text-base",
        tone === "onBrand" ? "text-on-brand" : "text-text",
        className,
      )}
      {...props}
    >
      <span data-slot="rating-stars" className="inline-flex items-center gap-0.5">
        {starFills(value).map((fill, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder.
          <Star key={index} fill={fill} tone={tone} size={size} />
        ))}
      </span>
      {showValue ? (
        <span data-slot="rating-value" aria-hidden="true" className="font-semibold">
          {number.format(score)}
        </span>
      ) : null}
    </div>
  );
}

function Star({
  fill,
  tone,
  size,
}: {
  fill: StarFill;
  tone: "default" | "onBrand";
  size: "sm" | "md";
}) {
  const box = size === "sm" ? "size-4" : "size-5";
  return (
    <span data-slot="rating-star" data-fill={fill} className={cn("relative inline-flex", box)}>
      <StarIcon
        className={cn(box, tone === "onBrand" ? "text-on-brand-muted" : "text-border-strong")}
      />
      {fill === "empty" ? null : (
        <span
          className={cn(
            "absolute inset-y-0 start-0 overflow-hidden",
            fill === "half" ? "w-1/2" : "w-full",
          )}
        >
          <StarIcon
            className={cn(
              "absolute start-0 top-0 fill-current",
              box,
              tone === "onBrand" ? "text-accent-bright" : "text-feedback-warn",
            )}
          />
        </span>
      )}
    </span>
  );
}
