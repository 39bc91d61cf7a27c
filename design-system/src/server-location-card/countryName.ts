/**
 * A country's name in the reader's language from its ISO 3166-1 alpha-2 code
 * ("de" → "Germany", "ألمانيا", "ドイツ"), by `Intl.DisplayNames`, so no list
 * of names ships with the library. An unknown code comes back as given.
 */
export function countryName(countryCode: string, locale: string): string {
  const code = countryCode.trim().toUpperCase();
  try {
    return new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code;
  } catch {
    return code;
  }
}
