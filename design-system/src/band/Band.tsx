import { type ReactNode, useId } from "react";
import { Container } from "../container/Container";
import { cn } from "../lib/cn";
import { Section, type SectionProps } from "../section/Section";

export interface BandProps extends Omit<SectionProps, "title"> {
  /** The band's `h2`; it also names the region for screen readers. */
  title: ReactNode;
  /** One or two sentences under the heading. */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * A section of a marketing page: a `Section` band with a heading (`h2`), an
 * optional sentence and its content in the page's `Container`.
 */
export function Band({ title, intro, children, className, ...props }: BandProps) {
  const id = useId();
  return (
    <Section aria-labelledby={id} className={className} {...props}>
      <Container className="flex flex-col gap-8">
        <header className="flex max-w-3xl flex-col gap-3">
          <h2
            id={id}
            className={cn(
              "font-display m-0 text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl",
              // Arabic letters join: tightening the tracking would break them apart.
              "[&:lang(ar)]:tracking-normal",
            )}
          >
            {title}
          </h2>
          {intro == null ? null : (
            <p className="text-text-muted m-0 text-lg leading-relaxed">{intro}</p>
          )}
        </header>
        {children}
      </Container>
    </Section>
  );
}
