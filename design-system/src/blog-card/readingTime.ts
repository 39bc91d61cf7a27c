import { formatMessage, pluralForm } from "../i18n/messages";
import type { blogCardMessages } from "./messages";

type BlogCardMessages = (typeof blogCardMessages)["en"];

/** "5 min read" in the reader's language; under a minute still reads as one. */
export function readingTimeLabel(minutes: number, locale: string, messages: BlogCardMessages) {
  const n = Math.max(1, Math.round(minutes));
  const template = pluralForm(locale, n, {
    one: messages.minReadOne,
    two: messages.minReadTwo,
    few: messages.minReadFew,
    many: messages.minReadMany,
    other: messages.minReadOther,
  });
  return formatMessage(template, { n: new Intl.NumberFormat(locale).format(n) });
}
