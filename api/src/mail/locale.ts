import { baseLanguage, type InterfaceLocale, LOCALE_CODES } from "@mvpn/contract/constants";

/**
 * The site's selectable languages (ARCHITECTURE.md "i18n"): the one locale
 * list, taken through the contract. The mails a visitor receives exist in
 * each of them (templates/); a template without a translation falls back to
 * English.
 */
export const SITE_LOCALES = LOCALE_CODES as readonly SiteLocale[];
export type SiteLocale = InterfaceLocale;

const KNOWN: ReadonlySet<string> = new Set(SITE_LOCALES);

/**
 * The language to write to someone in: an explicit `locale` field first,
 * then the Accept-Language header (by its order and q-values), then "en".
 * "pt-BR" counts as "pt", "de-CH" as "de".
 */
export function chooseLocale(
  explicit: string | undefined,
  acceptLanguage: string | undefined,
): SiteLocale {
  const fromField = explicit === undefined ? undefined : baseLanguage(explicit);
  if (fromField !== undefined && KNOWN.has(fromField)) return fromField as SiteLocale;
  const ranked = (acceptLanguage ?? "")
    .slice(0, 512)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params
        .map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1])
        .find((value) => value !== undefined);
      return { tag: baseLanguage(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && KNOWN.has(entry.tag))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.tag as SiteLocale | undefined) ?? "en";
}
