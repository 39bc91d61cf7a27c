import * as Accordion from "@radix-ui/react-accordion";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
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

const itemValue = (item: FAQItem, index: number) => item.id ?? `faq-${index}`;

/**
 * Questions and answers on Radix's accordion: each question is a heading with
 * a button, Up/Down/Home/End move between the questions, Enter and Space open
 * and close them. The chevron points down and turns up when open; it never
 * mirrors, since up and down read the same in Arabic.
 */
export function FAQ(props: FAQProps) {
  const t = useMessages(faqMessages);
  const titleId = useId();
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
  const { collapsible, ...sectionProps } = rest as typeof rest & { collapsible?: boolean };
  // The open questions are tracked here (Radix is always controlled) so each
  // answer, mounted while closed, can carry `hidden` itself.
  const [uncontrolled, setUncontrolled] = useState<string | string[]>(
    defaultValue ?? (type === "multiple" ? [] : ""),
  );
  const current = value ?? uncontrolled;
  const open = new Set(Array.isArray(current) ? current : [current]);
  const change = (next: string | string[]) => {
    if (value === undefined) setUncontrolled(next);
    (onValueChange as ((next: string | string[]) => void) | undefined)?.(next);
  };
  const heading = title === undefined ? t("title") : title;
  const Title = headingTag(headingLevel);
  const questionTag = headingTag(
    questionHeadingLevel ?? (heading == null ? headingLevel : headingLevel + 1),
  );
  const list = items.map((item, index) => (
    <FAQEntry
      key={itemValue(item, index)}
      item={item}
      value={itemValue(item, index)}
      open={open.has(itemValue(item, index))}
      heading={questionTag}
    />
  ));
  const rootClasses = "border-border flex flex-col border-t";
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
      {type === "multiple" ? (
        <Accordion.Root
          data-slot="faq-list"
          type="multiple"
          value={current as string[]}
          onValueChange={change}
          className={rootClasses}
        >
          {list}
        </Accordion.Root>
      ) : (
        <Accordion.Root
          data-slot="faq-list"
          type="single"
          collapsible={collapsible ?? true}
          value={current as string}
          onValueChange={change}
          className={rootClasses}
        >
          {list}
        </Accordion.Root>
      )}
    </section>
  );
}

function FAQEntry({
  item,
  value,
  open,
  heading: Heading,
}: {
  item: FAQItem;
  value: string;
  open: boolean;
  heading: `h${HeadingLevel}`;
}) {
  return (
    <Accordion.Item data-slot="faq-item" value={value} className="border-border border-b">
      <Accordion.Header asChild>
        <Heading data-slot="faq-question" className="m-0 flex">
          <Accordion.Trigger
            data-slot="faq-trigger"
            className={cn(
              "group text-text flex min-h-11 flex-1 cursor-pointer items-center justify-between gap-4 py-5 text-start text-lg leading-normal font-semibold",
              "rounded-control focus-visible:outline-focus focus-visible:outline-2 focus-visible:outline-offset-2",
              "hover:text-text-accent ease-enter transition-colors duration-150 motion-reduce:transition-none",
            )}
          >
            {item.question}
            <ChevronDownIcon
              data-slot="faq-chevron"
              className="text-text-muted ease-move size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </Accordion.Trigger>
        </Heading>
      </Accordion.Header>
      {/* Mounted while closed (and `hidden`), so answers are in the prerendered page for search engines. */}
      <Accordion.Content
        forceMount
        hidden={!open}
        data-slot="faq-answer"
        className="text-text-muted pb-5 text-base leading-relaxed"
      >
        {item.answer}
      </Accordion.Content>
    </Accordion.Item>
  );
}
