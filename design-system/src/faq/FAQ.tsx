import {
  type ComponentProps,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { type HeadingLevel, headingTag } from "../card/headingLevel";
import { useMessages } from "../i18n/messages";
import { ChevronDownIcon } from "../icon/icons";
import { cn } from "../lib/cn";
import { faqMessages } from "./intl/catalog.gen";

export interface FAQItem {
  /** Stable value for open state and anchors; the index is used when missing. */
  id?: string;
  question: ReactNode;
  answer: ReactNode;
}

interface FAQCommonProps extends Omit<ComponentProps<"section">, "title" | "dir"> {
  items: readonly FAQItem[];
  /** The section's heading; "Frequently asked questions" in the reader's language by default, `null` for none. */
  title?: ReactNode | null;
  /** Level of the section's heading; `2` by default. */
  headingLevel?: HeadingLevel;
  /** Level of each question's heading; one below the section's heading by default. */
  questionHeadingLevel?: HeadingLevel;
}

interface FAQSingleProps extends FAQCommonProps {
  /** One answer open at a time (the default), or several. */
  type?: "single";
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Whether the open question can be closed again; `true` by default. */
  collapsible?: boolean;
}

interface FAQMultipleProps extends FAQCommonProps {
  type: "multiple";
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type FAQProps = FAQSingleProps | FAQMultipleProps;

type Value = string | string[];

const itemValue = (item: FAQItem, index: number) => item.id ?? `faq-${index}`;

const sameValue = (a: Value, b: Value) =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((v) => b.includes(v))
    : a === b;

/**
 * Questions and answers as native `<details>`/`<summary>`: no script opens or
 * closes them, so they work before hydration and cost the page almost no
 * JavaScript (issue #16: Radix's accordion, with its Collection and
 * Collapsible, was about 7.8 KB gzip of the home page's entry). One answer at a time (`type="single"`) is the browser's exclusive
 * accordion: every item shares one `name`. Enter and Space open and close a
 * question; Tab moves between them (no arrow keys: that was Radix's).
 *
 * The question's heading sits inside `<summary>`, as HTML's content model for
 * summary allows, so heading navigation still finds it (Chromium keeps the
 * heading, with its level, under the disclosure button). The chevron points
 * down and turns up when open; it never mirrors, since up and down read the
 * same in Arabic.
 */
export function FAQ(props: FAQProps) {
  const t = useMessages(faqMessages);
  const titleId = useId();
  // One `name` per FAQ: two FAQs on a page must not close each other's answers.
  const groupName = useId();
  const {
    items,
    title,
    headingLevel = 2,
    questionHeadingLevel,
    className,
    type,
    value,
    defaultValue,
    onValueChange,
    ...rest
  } = props;
  const { collapsible = true, ...sectionProps } = rest as typeof rest & { collapsible?: boolean };
  const multiple = type === "multiple";
  const [uncontrolled, setUncontrolled] = useState<Value>(defaultValue ?? (multiple ? [] : ""));
  const current: Value = value ?? uncontrolled;
  const open = new Set(Array.isArray(current) ? current : [current]);
  // The value the last toggle settled on, read by the next toggle event before
  // React has re-rendered: opening one item of a named group fires "toggle" on
  // it and then on the item the browser closed, in two tasks.
  const latest = useRef(current);
  latest.current = current;
  // A toggle the owner refuses (a controlled value it keeps) must still bring
  // the page back in line: re-render, and the effect below closes or reopens.
  const [, recheck] = useReducer((n: number) => n + 1, 0);
  const list = useRef<HTMLDivElement>(null);
  const mounted = useRef(false);

  const detailsOf = () =>
    Array.from(
      list.current?.querySelectorAll<HTMLDetailsElement>(':scope > [data-slot="faq-item"]') ?? [],
    );
  const report = (next: Value) => {
    if (sameValue(next, latest.current)) return;
    latest.current = next;
    if (value === undefined) setUncontrolled(next);
    (onValueChange as ((next: Value) => void) | undefined)?.(next);
  };

  // The `open` attributes are rendered (the prerendered page has them); this
  // only corrects the page when it and the value disagree after a render: a
  // refused toggle, a browser without exclusive `name` groups, or a question
  // the visitor opened before the page hydrated (then the page wins, unless
  // the value is controlled).
  useLayoutEffect(() => {
    const details = detailsOf();
    if (!mounted.current) {
      mounted.current = true;
      if (value === undefined) {
        const openNow = details.filter((d) => d.open).map((d) => d.dataset.value ?? "");
        report(multiple ? openNow : (openNow[0] ?? ""));
      }
    }
    const want = new Set(Array.isArray(latest.current) ? latest.current : [latest.current]);
    for (const d of details) {
      const shouldOpen = want.has(d.dataset.value ?? "");
      if (d.open !== shouldOpen) d.open = shouldOpen;
    }
  });

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    const id = details.dataset.value ?? "";
    const was = latest.current;
    if (Array.isArray(was)) {
      report(details.open ? [...new Set([...was, id])] : was.filter((v) => v !== id));
    } else if (details.open) {
      report(id);
    } else if (was === id && collapsible) {
      // Closing an item the browser closed for another one is no change: only
      // the open item closing by itself empties the value.
      report("");
    }
    recheck();
  };

  // `collapsible={false}`: the open question's summary does nothing, as with
  // Radix (a details element is otherwise always collapsible). Cancelling the
  // click stops the native toggle, for the mouse and for Enter and Space alike.
  const onSummaryClick = (event: MouseEvent<HTMLElement>) => {
    const details = event.currentTarget.parentElement as HTMLDetailsElement | null;
    if (!multiple && !collapsible && details?.open) event.preventDefault();
  };

  const heading = title === undefined ? t("title") : title;
  const Title = headingTag(headingLevel);
  const Question = headingTag(
    questionHeadingLevel ?? (heading == null ? headingLevel : headingLevel + 1),
  );
  return (
    <section
      data-slot="faq"
      data-variant={type ?? "single"}
      aria-labelledby={heading == null ? undefined : titleId}
      className={cn("flex flex-col gap-6", className)}
      {...sectionProps}
    >
      {heading == null ? null : (
        <Title
          id={titleId}
          data-slot="faq-title"
          className="font-display text-text text-3xl leading-tight font-bold tracking-tight [&:lang(ar)]:tracking-normal"
        >
          {heading}
        </Title>
      )}
      <div ref={list} data-slot="faq-list" className="border-border flex flex-col border-t">
        {items.map((item, index) => {
          const id = itemValue(item, index);
          const isOpen = open.has(id);
          const locked = !multiple && !collapsible && isOpen;
          return (
            <details
              key={id}
              data-slot="faq-item"
              data-value={id}
              name={multiple ? undefined : groupName}
              open={isOpen}
              // A visitor may open a question before the page hydrates: the
              // effect above adopts that, so the attribute may differ then.
              suppressHydrationWarning
              onToggle={onToggle}
              className="group border-border border-b"
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the native disclosure button; its click is cancelled only to keep a non-collapsible answer open. */}
              <summary
                data-slot="faq-trigger"
                aria-disabled={locked || undefined}
                onClick={onSummaryClick}
                className={cn(
                  "text-text flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-5 text-start text-lg leading-normal font-semibold [&::-webkit-details-marker]:hidden",
                  "rounded-control focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
                  "hover:text-text-accent ease-enter transition-colors duration-150 motion-reduce:transition-none",
                )}
              >
                <Question data-slot="faq-question" className="m-0 flex-1">
                  {item.question}
                </Question>
                <ChevronDownIcon
                  data-slot="faq-chevron"
                  className="text-text-muted ease-move size-5 shrink-0 transition-transform duration-200 group-open:rotate-180 motion-reduce:transition-none"
                />
              </summary>
              {/* In the DOM while closed, so answers are in the prerendered page for search engines. */}
              <div
                data-slot="faq-answer"
                className="text-text-muted pb-5 text-base leading-relaxed"
              >
                {item.answer}
              </div>
            </details>
          );
        })}
      </div>
    </section>
  );
}
