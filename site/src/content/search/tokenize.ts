/**
 * The blog search's words, shared by the build (the per-locale index) and
 * the browser (queries, highlighting), so both cut text the same way:
 *
 * - Latin, Cyrillic and Arabic text splits at anything that is not a letter,
 *   a digit or a combining mark, then folds case (NFKC), Arabic short
 *   vowels, tatweel and hamza forms of alef, and Russian ё → е.
 * - Japanese and Chinese have no spaces: a run of kana or kanji becomes its
 *   overlapping character pairs (`暗号化` → `暗号`, `号化`), a lone character
 *   stays itself. A query cut the same way then matches inside words.
 */

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+/u;
const RUNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]+/gu;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export const isCjk = (text: string) => CJK_RUN.test(text);

/** Folds a word for comparison (never for display). */
export function normalizeWord(word: string): string {
  return word
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ё/g, "е");
}

/** Character pairs of a run of kana or kanji. */
export function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(0, -1).map((char, index) => `${char}${chars[index + 1]}`);
}

/** The runs of one word: kana/kanji runs apart from the rest (`vpnは` → `vpn`, `は`). */
export function scriptRuns(word: string): string[] {
  return word.match(RUNS) ?? [];
}

/** The index terms of a text. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    for (const run of scriptRuns(word)) {
      const folded = normalizeWord(run);
      if (folded === "") continue;
      if (isCjk(folded)) terms.push(...bigrams(folded));
      else terms.push(folded);
    }
  }
  return terms;
}
