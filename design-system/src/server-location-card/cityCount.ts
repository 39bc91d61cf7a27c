import type { Messages } from "../i18n/catalog";
import { messagesFor } from "../i18n/messages";
import {
  type ServerLocationCardMessageValues,
  serverLocationCardMessages,
} from "./intl/catalog.gen";

/** "12 cities" in the reader's language, with its plural form. */
export function cityCountLabel(
  count: number,
  locale: string,
  messages: Messages<ServerLocationCardMessageValues> = messagesFor(
    serverLocationCardMessages,
    locale,
  ),
): string {
  return messages("cities", { n: count });
}
