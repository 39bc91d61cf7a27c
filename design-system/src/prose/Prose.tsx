import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

export interface ProseProps extends Omit<ComponentProps<"div">, "dangerouslySetInnerHTML"> {
  /**
   * Long-form HTML rendered at build time from the site's own Markdown
   * (trusted: it comes from the repository, never from a visitor). Leave it
   * out and pass children instead to style React content the same way.
   */
  html?: string;
}

// Descendant selectors rather than a class per element: the HTML comes from a
// Markdown renderer that knows nothing about Tailwind. Every rule uses logical
// properties (ps-, ms-, border-s, text-start), so Arabic mirrors by itself.
const HEADINGS = cn(
  "[&_:is(h2,h3,h4)]:font-display [&_:is(h2,h3,h4)]:text-text [&_:is(h2,h3,h4)]:font-bold [&_:is(h2,h3,h4)]:text-balance",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:tracking-tight",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:leading-snug",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg",
  "[&>:first-child]:mt-0",
);
const TEXT = cn(
  "[&_p]:my-4 [&_p]:leading-relaxed",
  "[&_strong]:text-text [&_strong]:font-semibold",
  "[&_a]:text-text-link [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline",
  "[&_a:focus-visible]:outline-focus [&_a:focus-visible]:rounded-control [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2",
  "[&_hr]:border-border [&_hr]:my-10 [&_hr]:border-t",
);
const LISTS = cn(
  "[&_:is(ul,ol)]:my-4 [&_:is(ul,ol)]:ps-6 [&_li]:my-2 [&_li]:leading-relaxed",
  "[&_li::marker]:text-text-muted [&_ol]:list-decimal [&_ul]:list-disc",
);
const QUOTES_AND_CODE = cn(
  "[&_blockquote]:border-accent [&_blockquote]:text-text-muted [&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:ps-4 [&_blockquote]:italic",
  "[&_code]:bg-surface-sunken [&_code]:rounded-control [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:bg-surface-sunken [&_pre]:rounded-card [&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
);
// A wide table scrolls inside itself (display:block) instead of widening the page at 360 px.
const TABLES = cn(
  "[&_table]:my-6 [&_table]:block [&_table]:max-w-full [&_table]:border-collapse [&_table]:overflow-x-auto [&_table]:text-sm",
  "[&_:is(th,td)]:border-border [&_:is(th,td)]:border-b [&_:is(th,td)]:px-3 [&_:is(th,td)]:py-2 [&_:is(th,td)]:text-start [&_:is(th,td)]:align-top",
  "[&_th]:text-text [&_th]:bg-surface-sunken [&_th]:font-semibold",
);

/**
 * Typography for long-form text (terms, privacy policy, explainers, articles):
 * a reading measure of about 70 characters, comfortable leading, headings,
 * lists, tables, quotes and code in token colours.
 */
export function Prose({ html, className, children, ...props }: ProseProps) {
  const classes = cn(
    "text-text max-w-[70ch] text-base break-words",
    HEADINGS,
    TEXT,
    LISTS,
    QUOTES_AND_CODE,
    TABLES,
    className,
  );
  if (html !== undefined) {
    return (
      <div
        data-slot="prose"
        className={classes}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time HTML from the repository's own Markdown (see `html`).
        dangerouslySetInnerHTML={{ __html: html }}
        {...props}
      />
    );
  }
  return (
    <div data-slot="prose" className={classes} {...props}>
      {children}
    </div>
  );
}
