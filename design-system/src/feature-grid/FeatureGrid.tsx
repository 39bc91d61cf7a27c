import { type ComponentProps, type ReactNode, useId } from "react";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { cn } from "../lib/cn";

export interface FeatureItem {
  /** Stable key; the index is used when missing. */
  id?: string;
  /** A design-system icon (`<ShieldCheckIcon />`); decorative, the title says it. */
  icon: ReactNode;
  title: ReactNode;
  /** One sentence. */
  description: ReactNode;
}

export interface FeatureGridProps extends Omit<ComponentProps<"section">, "title"> {
  /** Three to six benefits (DESIGN-LANGUAGE.md "Page anatomy"). */
  items: readonly FeatureItem[];
  /** The section's heading; without one the section is unnamed and the benefits' titles start at `headingLevel`. */
  title?: ReactNode;
  /** One sentence under the heading. */
  description?: ReactNode;
  /** Level of the section's heading; `2` by default. */
  headingLevel?: HeadingLevel;
  /** Level of each benefit's title; one below the section's heading by default. */
  itemHeadingLevel?: HeadingLevel;
}

/** Columns from the number of benefits: 4 sit in one row on desktop, 3, 5 and 6 in rows of three. */
const columnsFor = (count: number) =>
  count === 4 ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2 lg:grid-cols-3";

/** Benefits with icons, each a title and one sentence, in a responsive grid. */
export function FeatureGrid({
  items,
  title,
  description,
  headingLevel = 2,
  itemHeadingLevel,
  className,
  ...props
}: FeatureGridProps) {
  const titleId = useId();
  const Title = headingTag(headingLevel);
  const ItemTitle = headingTag(
    itemHeadingLevel ?? (title == null ? headingLevel : headingLevel + 1),
  );
  return (
    <section
      data-slot="feature-grid"
      aria-labelledby={title == null ? undefined : titleId}
      className={cn("flex flex-col gap-10", className)}
      {...props}
    >
      {title == null && description == null ? null : (
        <header data-slot="feature-grid-header" className="flex max-w-3xl flex-col gap-3">
          {title == null ? null : (
            <Title
              id={titleId}
              data-slot="feature-grid-title"
              className="font-display text-text text-3xl leading-tight font-bold tracking-tight md:text-4xl [&:lang(ar)]:tracking-normal"
            >
              {title}
            </Title>
          )}
          {description == null ? null : (
            <p
              data-slot="feature-grid-description"
              className="text-text-muted text-lg leading-relaxed"
            >
              {description}
            </p>
          )}
        </header>
      )}
      <ul
        data-slot="feature-grid-list"
        className={cn(
          "m-0 grid list-none grid-cols-1 gap-x-8 gap-y-10 p-0",
          columnsFor(items.length),
        )}
      >
        {items.map((item, index) => (
          <li key={item.id ?? index} data-slot="feature-grid-item" className="flex flex-col gap-3">
            <span
              data-slot="feature-grid-icon"
              aria-hidden="true"
              className="bg-accent-subtle text-text-accent rounded-control inline-flex size-12 items-center justify-center [&_svg]:size-6"
            >
              {item.icon}
            </span>
            <ItemTitle
              data-slot="feature-grid-item-title"
              className="font-display text-text text-xl leading-tight font-bold"
            >
              {item.title}
            </ItemTitle>
            <p
              data-slot="feature-grid-item-description"
              className="text-text-muted text-base leading-relaxed"
            >
              {item.description}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
