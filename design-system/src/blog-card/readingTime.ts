import type { Messages } from "../i18n/catalog";
import { messagesFor } from "../i18n/messages";
import { type BlogCardMessageValues, blogCardMessages } from "./intl/catalog.gen";

/** "5 min read" in the reader's language; under a minute still reads as one. */
export function readingTimeLabel(
  minutes: number,
  locale: string,
  messages: Messages<BlogCardMessageValues> = messagesFor(blogCardMessages, locale),
): string {
  return messages("minRead", { n: Math.max(1, Math.round(minutes)) });
}
