import type { ComponentProps } from "react";
import { type MessageDescriptor, useIntl } from "react-intl";

export interface LastUpdatedProps extends ComponentProps<"p"> {
  /** The catalog's sentence with a `{date}` (`Last updated: {date}`). */
  message: MessageDescriptor;
  /** ISO day (`2026-11-02`) from the text's front matter. */
  date: string;
}

/** When a text last changed, the day in the page's language and in a `<time>` for machines. */
export function LastUpdated({ message, date, ...props }: LastUpdatedProps) {
  const intl = useIntl();
  return (
    <p {...props}>
      {intl.formatMessage(message, {
        date: (
          <time dateTime={date}>
            {/* Noon UTC: the same day in every time zone. */}
            {intl.formatDate(`${date}T12:00:00Z`, { dateStyle: "long", timeZone: "UTC" })}
          </time>
        ),
      })}
    </p>
  );
}
