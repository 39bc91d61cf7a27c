import { type Formatters, IntlMessageFormat } from "intl-messageformat";
import { createElement, Fragment, type ReactNode, useMemo } from "react";
import { useLocale } from "../locale/LocaleProvider";
import {
  baseLanguage,
  DEFAULT_LOCALE,
  type InterfaceLocale,
  isSelectableLocale,
} from "../locale/locales";
import { numberLocale } from "../locale/numberLocale";
import type { Catalog, CompiledElement, CompiledMessage, Messages } from "./catalog";

/**
 * The design system's own words (a dialog's "OK", a password field's "Show
 * password", a countdown's "days") are ICU messages, one JSON file per
 * language in each component's `intl/` folder, compiled to AST by
 * `@formatjs/cli` (ADR 0016). They are formatted here with
 * `intl-messageformat`, the formatter under react-intl, without react-intl:
 * a site needs no IntlProvider for them, only the `LocaleProvider`. Sites can
 * still pass their own label through props.
 */

type Ast = ConstructorParameters<typeof IntlMessageFormat>[0] & unknown[];
type AnyValues = Readonly<Record<string, unknown>>;

/** The interface language whose words a locale gets: its own, its base language's (`pt-BR` → `pt`), or English. */
export function languageOf(locale: string): InterfaceLocale {
  if (isSelectableLocale(locale)) return locale;
  const base = baseLanguage(locale);
  return isSelectableLocale(base) ? base : DEFAULT_LOCALE;
}

// One Intl formatter per locale and options for the whole library, as react-intl keeps them.
const intlCache = new Map<string, unknown>();
function cached<T>(kind: string, args: readonly unknown[], make: () => T): T {
  const key = `${kind}:${JSON.stringify(args)}`;
  let formatter = intlCache.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    intlCache.set(key, formatter);
  }
  return formatter;
}

/** A message's locale with Latin digits, as every number the library prints (numberLocale); messagesFor gives one locale. */
const withLatinDigits = (locales: Intl.LocalesArgument) =>
  typeof locales === "string" ? numberLocale(locales) : locales;
const formatters: Formatters = {
  getNumberFormat: (locales, options) =>
    cached(
      "number",
      [locales, options],
      () => new Intl.NumberFormat(withLatinDigits(locales), options),
    ),
  getDateTimeFormat: (locales, options) =>
    cached(
      "date",
      [locales, options],
      () => new Intl.DateTimeFormat(withLatinDigits(locales), options),
    ),
  getPluralRules: (...args) => cached("plural", args, () => new Intl.PluralRules(...args)),
};

// A compiled message belongs to one language, so it can key its formatter.
const formats = new WeakMap<CompiledMessage, Map<string, IntlMessageFormat>>();
function formatterOf(message: CompiledMessage, locale: string): IntlMessageFormat {
  let byLocale = formats.get(message);
  if (!byLocale) {
    byLocale = new Map();
    formats.set(message, byLocale);
  }
  let formatter = byLocale.get(locale);
  if (!formatter) {
    formatter = new IntlMessageFormat(message as Ast, locale, undefined, { formatters });
    byLocale.set(locale, formatter);
  }
  return formatter;
}

function collectArguments(elements: readonly CompiledElement[], names: Set<string>): Set<string> {
  for (const element of elements) {
    // 1–6: argument, number, date, time, select, plural; 8: tag.
    if (element.type >= 1 && element.type <= 6) names.add(element.value as string);
    if (element.type === 5 || element.type === 6) {
      const options = element.options as Record<string, { value: CompiledMessage }>;
      for (const option of Object.values(options)) collectArguments(option.value, names);
    }
    if (element.type === 8) collectArguments(element.children as CompiledMessage, names);
  }
  return names;
}

/** A value left out stays visible as `{name}`, so it is noticed instead of breaking the render. */
function withMissingShown(message: CompiledMessage, values: AnyValues | undefined): AnyValues {
  const shown: Record<string, unknown> = {};
  for (const name of collectArguments(message, new Set())) shown[name] = `{${name}}`;
  return { ...shown, ...values };
}

/**
 * The messages of a catalog in a locale: the locale's own language, or
 * English for a locale outside the 11 (fa, tr, …), whose plural rules and
 * numbers then follow English too.
 */
export function messagesFor<Values extends object>(
  catalog: Catalog<Values>,
  locale: string,
): Messages<Values> {
  const language = languageOf(locale);
  // Plurals and numbers follow the locale asked for (`ar-EG`), unless its words are English.
  const formatLocale = language === DEFAULT_LOCALE && !locale.startsWith("en") ? language : locale;
  const messages = catalog[language] as Readonly<Record<string, CompiledMessage>>;
  const parts = (key: string, values: AnyValues | undefined) => {
    const message = messages[key] ?? catalog[DEFAULT_LOCALE][key as keyof Values];
    return formatterOf(message, formatLocale).formatToParts(withMissingShown(message, values));
  };
  const text = (key: string, values?: AnyValues) =>
    parts(key, values)
      .map((part) => String(part.value))
      .join("");
  const rich = (key: string, values: AnyValues): ReactNode =>
    // The message's parts never move, so their position is a stable key.
    parts(key, values).map((part, index) =>
      createElement(Fragment, { key: index }, part.value as ReactNode),
    );
  return Object.assign(text, { rich, language }) as Messages<Values>;
}

/** The current locale's messages from a component's catalog (`useLocale()` gives the locale). */
export function useMessages<Values extends object>(catalog: Catalog<Values>): Messages<Values> {
  const { locale } = useLocale();
  return useMemo(() => messagesFor(catalog, locale), [catalog, locale]);
}
