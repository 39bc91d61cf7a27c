/**
 * The locale list (SPEC.md §1, §3 "Locale entry") is the design system's: it
 * needs it for direction and its own messages, and must not depend on this
 * package. Re-exported, so the api takes it from the contract like every
 * other shared list (ADR 0020).
 */
export {
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
} from "@mvpn/design-system/locales";
