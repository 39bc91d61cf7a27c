import { formatMessage, pluralForm } from "../i18n/messages";
import type { serverLocationCardMessages } from "./messages";

type Messages = (typeof serverLocationCardMessages)["en"];

/** "12 cities" in the reader's language, with its plural form. */
export function cityCountLabel(count: number, locale: string, messages: Messages): string {
  const template = pluralForm(locale, count, {
    one: messages.citiesOne,
    two: messages.citiesTwo,
    few: messages.citiesFew,
    many: messages.citiesMany,
    other: messages.citiesOther,
  });
  return formatMessage(template, { n: new Intl.NumberFormat(locale).format(count) });
}
