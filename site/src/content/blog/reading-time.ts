/**
 * Minutes to read a text of `words` words (countWords: a word per kana or
 * kanji in Japanese): about 220 words a minute, 500 Japanese characters.
 */
export function readingMinutes(words: number, locale: string): number {
  const perMinute = locale === "ja" ? 500 : 220;
  return Math.max(1, Math.round(words / perMinute));
}
