import { type Direction, directionOf } from "@mvpn/locales";
import { useLocation, useMatches } from "react-router";
import { localeFromPath } from "../routing/paths";

export interface DocumentLocale {
  locale: string;
  dir: Direction;
}

/**
 * The one place a path becomes the document's language and direction: the
 * layout loader calls it (its data then carries both to the frame and to the
 * root's `<html lang dir>`), and only a document that no layout rendered (the
 * root error boundary) asks it again, with the same rule.
 */
export function documentLocale(pathname: string): DocumentLocale {
  const locale = localeFromPath(pathname);
  return { locale, dir: directionOf(locale) };
}

const isDocumentLocale = (data: unknown): data is DocumentLocale =>
  typeof (data as DocumentLocale | null)?.locale === "string" &&
  typeof (data as DocumentLocale | null)?.dir === "string";

/** For the root layout: the language and direction the matched layout's loader decided. */
export function useDocumentLocale(): DocumentLocale {
  const matches = useMatches();
  const { pathname } = useLocation();
  const decided = matches.map((match) => match.loaderData).find(isDocumentLocale);
  return decided ? { locale: decided.locale, dir: decided.dir } : documentLocale(pathname);
}
