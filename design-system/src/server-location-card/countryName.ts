/**
 * Regions whose long name differs between ICU versions: Node 20 says "Hong Kong
 * SAR China", Chromium "Hong Kong" (in all 11 languages). A page prerendered by
 * one and hydrated by the other must print the same text (React error 418
 * otherwise), and the short form is the same in both and what people say.
 */
const SHORT_FORM = new Set(["HK", "MO"]);

/**
 * A country's name in the reader's language from its ISO 3166-1 alpha-2 code
 * ("de" → "Germany", "ألمانيا", "ドイツ"), by `Intl.DisplayNames`, so no list
 * of names ships with the library. An unknown code comes back as given.
 */
export function countryName(countryCode: string, locale: string): string {
  const code = countryCode.trim().toUpperCase();
  try {
    const style = SHORT_FORM.has(code) ? "short" : "long";
    return (
      new Intl.DisplayNames([locale], { type: "region", style, fallback: "code" }).of(code) ?? code
    );
  } catch {
    return code;
  }
}
