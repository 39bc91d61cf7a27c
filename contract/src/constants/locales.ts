/**
 * The locale list (SPEC.md §1, §3 "Locale entry") lives in `@mvpn/locales`, a
 * package without dependencies that the design system imports too: it needs
 * the list for direction and its own messages, and must not depend on this
 * package, nor this package on a component library (ADR 0032). Re-exported,
 * so the api takes it from the contract like every other shared list
 * (ADR 0020).
 */
export {
  baseLanguage,
  DEFAULT_LOCALE,
  type Direction,
  directionOf,
  findLocale,
  type InterfaceLocale,
  isSelectableLocale,
  LOCALE_CODES,
  LOCALES,
  type LocaleEntry,
  SELECTABLE_LOCALES,
} from "@mvpn/locales";
