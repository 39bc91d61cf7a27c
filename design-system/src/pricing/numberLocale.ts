/**
 * The locale for numbers: the page's locale with Latin digits. Prices must
 * read exactly as the payment page charges them, and the symbols of SPEC.md §1
 * (A$, CA$) are Latin, so Arabic shows 59.88, not ٥٩٫٨٨, like the rest of
 * the numbers the design system prints.
 */
export function numberLocale(locale: string): string {
  try {
    return new Intl.Locale(locale, { numberingSystem: "latn" }).toString();
  } catch {
    return "en";
  }
}

/** Bidi marks Intl adds for right-to-left locales; prices sit in an LTR isolate instead. */
export function stripBidiMarks(text: string): string {
  return text.replace(/[\u200E\u200F\u061C]/g, "");
}
