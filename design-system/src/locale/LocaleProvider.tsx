import { DirectionProvider } from "@radix-ui/react-direction";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { DEFAULT_LOCALE, type Direction, directionOf } from "./locales";

export interface LocaleContextValue {
  locale: string;
  dir: Direction;
}

const LocaleContext = createContext<LocaleContextValue>({ locale: DEFAULT_LOCALE, dir: "ltr" });

export interface LocaleProviderProps {
  locale: string;
  children?: ReactNode;
}

/**
 * The one place where direction is decided: from the locale. Radix primitives
 * (and anything portalled out of the page) read it from here, so nothing else
 * in the library sets `dir` by itself.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  const value = useMemo(() => ({ locale, dir: directionOf(locale) }), [locale]);
  return (
    <LocaleContext.Provider value={value}>
      <DirectionProvider dir={value.dir}>{children}</DirectionProvider>
    </LocaleContext.Provider>
  );
}

/** The current locale and its direction; `en`/`ltr` outside a provider. */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
