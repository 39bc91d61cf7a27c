import type { SiteLocale } from "../locale.js";

/**
 * A count's wording per CLDR plural category; `#` stands for the number.
 * Only `other` is required: a language names the categories it has (Arabic
 * zero/one/two/few/many/other, Polish and Russian one/few/many/other, …).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** `count` worded by `locale`'s plural rules: plural("ru", 21, …) picks `one`. */
export function plural(locale: SiteLocale, count: number, forms: PluralForms): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replace("#", String(count));
}
