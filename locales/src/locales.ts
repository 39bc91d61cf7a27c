/**
 * The one list of locales (SPEC.md §1 and §3 "Locale entry"). The design
 * system, the contract (and through it the api), the site, the stories and
 * the tests all import it from here, so adding a language is one edit. `selectable` separates the 11 interface languages from the wider set
 * for which translation files may exist (fa, hi, id, ms, th, tr, uk).
 */
export type Direction = "ltr" | "rtl";

export interface LocaleEntry {
  /** Route prefix and `<html lang>`; equals the code of SPEC.md §1. */
  readonly code: string;
  /** BCP 47 tag with region, for `hreflang`, Intl formatting and Open Graph. */
  readonly iso: string;
  /** Message file name. */
  readonly file: string;
  /** The language's own name for itself, as the language switcher shows it. */
  readonly name: string;
  readonly dir: Direction;
  readonly selectable: boolean;
}

// Generic in the code and in `selectable` so that the list itself is the
// type of the interface languages (`InterfaceLocale` below).
const entry = <const Code extends string, const Selectable extends boolean = true>(
  code: Code,
  iso: string,
  name: string,
  options: { dir?: Direction; selectable?: Selectable } = {},
): LocaleEntry & { readonly code: Code; readonly selectable: Selectable } =>
  Object.freeze({
    code,
    iso,
    file: `${code}.json`,
    name,
    dir: options.dir ?? "ltr",
    selectable: (options.selectable ?? true) as Selectable,
  });

export const LOCALES = Object.freeze([
  entry("en", "en-US", "English"),
  entry("ar", "ar-SA", "العربية", { dir: "rtl" }),
  entry("de", "de-DE", "Deutsch"),
  entry("es", "es-ES", "Español"),
  entry("fr", "fr-FR", "Français"),
  entry("it", "it-IT", "Italiano"),
  entry("ja", "ja-JP", "日本語"),
  entry("nl", "nl-NL", "Nederlands"),
  entry("pl", "pl-PL", "Polski"),
  entry("pt", "pt-BR", "Português (Brasil)"),
  entry("ru", "ru-RU", "Русский"),
  entry("fa", "fa-IR", "فارسی", { dir: "rtl", selectable: false }),
  entry("hi", "hi-IN", "हिन्दी", { selectable: false }),
  entry("id", "id-ID", "Bahasa Indonesia", { selectable: false }),
  entry("ms", "ms-MY", "Bahasa Melayu", { selectable: false }),
  entry("th", "th-TH", "ไทย", { selectable: false }),
  entry("tr", "tr-TR", "Türkçe", { selectable: false }),
  entry("uk", "uk-UA", "Українська", { selectable: false }),
] as const);

/**
 * The code of an interface language (`en`, `ar`, … `ru`): every locale of the
 * list above that is selectable. The design system's messages exist in
 * exactly these (a test holds each component's `intl/` folder to them).
 */
export type InterfaceLocale = Extract<(typeof LOCALES)[number], { selectable: true }>["code"];

export const DEFAULT_LOCALE = "en" satisfies InterfaceLocale;

/** The 11 interface languages, in the order the language switcher lists them. */
export const SELECTABLE_LOCALES: readonly LocaleEntry[] = LOCALES.filter((l) => l.selectable);

/** The route prefixes of SPEC.md §2: every selectable code. */
export const LOCALE_CODES: readonly string[] = SELECTABLE_LOCALES.map((l) => l.code);

export function isSelectableLocale(code: string | null | undefined): code is InterfaceLocale {
  return code != null && LOCALE_CODES.includes(code);
}

export function findLocale(code: string | null | undefined): LocaleEntry | undefined {
  return LOCALES.find((l) => l.code === code);
}

/**
 * The language part of a locale tag, lower-cased: `pt-BR` → `pt`,
 * `de_CH` → `de`, ` JA ` → `ja`; "" for an empty tag. Browsers, the
 * Accept-Language header and remote config all write tags their own way, and
 * each of them falls back to the base language when the full tag is not one
 * of ours (SPEC.md §4).
 */
export function baseLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
}

/**
 * Direction of a locale. Known entries carry it; for any other tag we ask
 * Intl (the way React Aria does), so a sibling brand adding Hebrew or Urdu
 * gets `rtl` without editing a list.
 */
export function directionOf(locale: string): Direction {
  const known = findLocale(locale) ?? LOCALES.find((l) => l.iso === locale);
  if (known) return known.dir;
  try {
    const intl = new Intl.Locale(locale).maximize() as Intl.Locale & {
      getTextInfo?: () => { direction?: string };
      textInfo?: { direction?: string };
    };
    const info = intl.getTextInfo?.() ?? intl.textInfo;
    if (info?.direction) return info.direction === "rtl" ? "rtl" : "ltr";
    return RTL_SCRIPTS.has(intl.script ?? "") ? "rtl" : "ltr";
  } catch {
    return "ltr";
  }
}

// Scripts written right to left, for engines without Intl.Locale text info.
const RTL_SCRIPTS = new Set(["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg"]);
