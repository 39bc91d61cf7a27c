import type { ComponentProps, ReactNode } from "react";
import { QuoteIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { Rating } from "../rating/Rating";

export interface TestimonialProps extends Omit<ComponentProps<"figure">, "children"> {
  /** What the customer said, as they said it. */
  quote: ReactNode;
  author: ReactNode;
  /** Who they are ("Journalist, Berlin", "Verified customer since 2022"). */
  authorRole?: ReactNode;
  /** Their star rating, 0–5, when the quote comes from a review. */
  rating?: number;
  /** A small avatar (an `<img>` with width and height, or initials); decorative. */
  avatar?: ReactNode;
}

/**
 * A customer quote as a `<figure>`: the words in a `<blockquote>`, who said
 * them in the `<figcaption>`. The quote mark mirrors in right-to-left,
 * where quotes open on the right.
 */
export function Testimonial({
  quote,
  author,
  authorRole,
  rating,
  avatar,
  className,
  ...props
}: TestimonialProps) {
  return (
    <figure
      data-slot="testimonial"
      className={cn(
        "bg-surface-raised text-text rounded-card border-border shadow-low m-0 flex flex-col gap-4 border p-6",
        className,
      )}
      {...props}
    >
      <QuoteIcon data-slot="testimonial-quote-icon" className="text-text-accent size-8" />
      {rating == null ? null : <Rating value={rating} size="sm" />}
      <blockquote
        data-slot="testimonial-quote"
        className="m-0 flex-1 text-lg leading-relaxed font-medium"
      >
        {quote}
      </blockquote>
      <figcaption data-slot="testimonial-author" className="flex items-center gap-3">
        {avatar == null ? null : (
          <span
            data-slot="testimonial-avatar"
            aria-hidden="true"
            className="bg-accent-subtle text-text-accent rounded-pill inline-flex size-10 shrink-0 items-center justify-center overflow-hidden font-semibold [&>img]:size-full [&>img]:object-cover"
          >
            {avatar}
          </span>
        )}
        <span className="flex flex-col">
          <span data-slot="testimonial-author-name" className="font-semibold">
            {author}
          </span>
          {authorRole == null ? null : (
            <span data-slot="testimonial-author-role" className="text-text-muted text-sm">
              {authorRole}
            </span>
          )}
        </span>
      </figcaption>
    </figure>
  );
}
