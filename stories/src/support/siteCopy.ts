import { DEFAULT_LOCALE } from "@mvpn/locales";
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import type { ReactNode } from "react";

/**
 * The site's message catalogs, as its translators wrote them
 * (`site/src/i18n/messages/<locale>/<catalog>.json`, ICU messages). Stories
 * take their words from here, never from a table of their own (issue #39):
 * a designer reviews the words a visitor reads, in every locale the site
 * has, and a story whose message the site renamed or dropped fails instead
 * of drifting. Eager: Storybook is a review tool, and a story renders in one
 * pass without a loader.
 */
const catalogs = import.meta.glob<Record<string, string>>(
  "../../../site/src/i18n/messages/*/*.json",
  { eager: true, import: "default" },
);

const fileOf = (locale: string, catalog: string) =>
  `../../../site/src/i18n/messages/${locale}/${catalog}.json`;

/** A message formatter: the id's words in the locale, with ICU values filled in. */
export type SiteMessage = (id: string, values?: Record<string, PrimitiveType>) => string;

const formatters = new Map<string, IntlMessageFormat>();

/**
 * The words of the site's catalogs (`home`, `pricing`, `header`, …) in a
 * locale, searched in the order named (a page's own catalog, then the shared
 * ones). A catalog or an id the site does not have throws: the story is out
 * of date.
 */
export function siteCopy(locale: unknown, ...catalogNames: string[]): SiteMessage {
  const format = siteRichCopy(locale, ...catalogNames);
  return (id, values) => String(format(id, values));
}

/**
 * `siteCopy` for messages whose values are elements (`{file}` as a `<bdi>`):
 * the formatted parts, as react-intl's `formatMessage` returns them.
 */
export function siteRichCopy(
  locale: unknown,
  ...catalogNames: string[]
): (id: string, values?: Record<string, unknown>) => ReactNode {
  const lang = typeof locale === "string" && locale ? locale : DEFAULT_LOCALE;
  const found = catalogNames.map((name) => ({ name, messages: catalogs[fileOf(lang, name)] }));
  const missing = found.find((entry) => !entry.messages);
  if (missing) throw new Error(`The site has no "${missing.name}" catalog in ${lang}`);
  return (id, values) => {
    const source = found.map((entry) => entry.messages?.[id]).find((text) => text !== undefined);
    if (source === undefined) {
      throw new Error(`No ${lang} catalog of ${catalogNames.join(", ")} has "${id}"`);
    }
    const key = `${lang}\u0000${id}`;
    let formatter = formatters.get(key);
    if (!formatter) {
      formatter = new IntlMessageFormat(source, lang);
      formatters.set(key, formatter);
    }
    return formatter.format(values as Record<string, PrimitiveType>) as ReactNode;
  };
}
