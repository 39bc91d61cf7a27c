export {
  type LocaleContextValue,
  LocaleProvider,
  type LocaleProviderProps,
  useLocale,
} from "./LocaleProvider";
export * from "./locales";
