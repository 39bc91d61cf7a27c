/** The two languages older stories keep demo words in (words the site itself never shows). */
export type StoryLang = "en" | "ar";

/** English or Arabic, by the story's locale global. */
export const langOf = (locale: unknown): StoryLang => (locale === "ar" ? "ar" : "en");

/** Copy in English or Arabic, picked by the story's locale global. */
export function pick<T>(locale: unknown, copy: Record<StoryLang, T>): T {
  return copy[langOf(locale)];
}
