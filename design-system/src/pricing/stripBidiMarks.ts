/** Bidi marks Intl adds for right-to-left locales; prices sit in an LTR isolate instead. */
export function stripBidiMarks(text: string): string {
  return text.replace(/[\u200E\u200F\u061C]/g, "");
}
