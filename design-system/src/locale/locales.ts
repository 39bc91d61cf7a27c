/**
 * The locale list and each locale's direction live in `@mvpn/locales`, a
 * package without React that the contract and the api import too (ADR 0032).
 * Re-exported by name, so `@mvpn/design-system/locales` and the root entry
 * keep offering them to sibling brands (a CommonJS build cannot re-export
 * `*` from a package it leaves external).
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
