/**
 * The locale for numbers: the page's locale with Latin digits. Every Intl
 * formatter of the library takes its locale from here (prices, percentages,
 * ratings, dates, the numbers in its messages). Prices must read exactly as
 * the payment page charges them, and the symbols of SPEC.md §1 (A$, CA$) are
 * Latin, so Arabic shows 59.88, not ٥٩٫٨٨. `ar` formats with Latin digits by
 * default in current browsers, but `ar-EG` and `ar-SA` (and `ar` in older
 * CLDR data) do not; the tokens' Arabic core face holds no Arabic-Indic
 * digits either, so printing one would fetch the whole Arabic face.
 */
export function numberLocale(locale: string): string {
  try {
    return new Intl.Locale(locale, { numberingSystem: "latn" }).toString();
  } catch {
    return "en";
  }
}
