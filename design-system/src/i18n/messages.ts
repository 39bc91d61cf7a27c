import { useLocale } from "../locale/LocaleProvider";

/**
 * The design system's own words (a dialog's "OK", a password field's "Show
 * password", a countdown's "days"): each component keeps its translations
 * beside it in a `messages.ts`, typed so that a missing language or key is a
 * compile error. Sites can still pass their own label through props.
 */
export type InterfaceLocale =
  | "en"
  | "ar"
  | "de"
  | "es"
  | "fr"
  | "it"
  | "ja"
  | "nl"
  | "pl"
  | "pt"
  | "ru";

export type Catalog<Key extends string> = Readonly<
  Record<InterfaceLocale, Readonly<Record<Key, string>>>
>;

/** Declares a component's catalog; the identity function is here for the type check. */
export function defineMessages<Key extends string>(catalog: Catalog<Key>): Catalog<Key> {
  return catalog;
}

/** The catalog for a locale: its own language, or English for a locale outside the 11 (fa, tr, …). */
export function messagesFor<Key extends string>(
  catalog: Catalog<Key>,
  locale: string,
): Readonly<Record<Key, string>> {
  return (catalog as Partial<Record<string, Readonly<Record<Key, string>>>>)[locale] ?? catalog.en;
}

/** The current locale's messages from a component's catalog. */
export function useMessages<Key extends string>(
  catalog: Catalog<Key>,
): Readonly<Record<Key, string>> {
  return messagesFor(catalog, useLocale().locale);
}

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Picks the plural form of a number in a locale (Arabic has six, Polish and
 * Russian four): `forms.other` is required, the rest are used when the
 * language has them.
 */
export function pluralForm(
  locale: string,
  count: number,
  forms: Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>,
): string {
  const rule = new Intl.PluralRules(locale).select(count);
  return forms[rule] ?? forms.other;
}
