import { bigrams, isCjk, normalizeWord, scriptRuns } from "./tokenize";

/** A piece of text, marked when it matched the search. */
export interface TextPart {
  text: string;
  hit: boolean;
}

const WORD_OR_NOT = /[\p{L}\p{N}\p{M}]+|[^\p{L}\p{N}\p{M}]+/gu;

/**
 * Cuts `text` into parts, marking the words whose folded form is one of
 * `terms` (the index terms a search matched). In Japanese, where a word is a
 * whole sentence, only the characters of a matched pair are marked.
 */
export function highlight(text: string, terms: ReadonlySet<string>): TextPart[] {
  const parts: TextPart[] = [];
  const push = (piece: string, hit: boolean) => {
    const last = parts[parts.length - 1];
    if (last && last.hit === hit) last.text += piece;
    else parts.push({ text: piece, hit });
  };
  for (const [chunk] of text.matchAll(WORD_OR_NOT)) {
    if (!/[\p{L}\p{N}]/u.test(chunk)) {
      push(chunk, false);
      continue;
    }
    for (const run of scriptRuns(chunk)) {
      if (!isCjk(run)) {
        push(run, terms.has(normalizeWord(run)));
        continue;
      }
      const chars = [...run];
      const marked = chars.map(() => false);
      bigrams(run).forEach((pair, index) => {
        if (terms.has(normalizeWord(pair))) {
          marked[index] = true;
          marked[index + 1] = true;
        }
      });
      if (chars.length === 1) marked[0] = terms.has(normalizeWord(run));
      for (const [index, char] of chars.entries()) push(char, marked[index] ?? false);
    }
  }
  return parts;
}

/**
 * The stretch of a long text around its first match (about `radius`
 * characters each side, cut at spaces where the language has them), for a
 * search result; the text's start when nothing matched.
 */
export function snippet(text: string, terms: ReadonlySet<string>, radius = 90): TextPart[] {
  const parts = highlight(text, terms);
  let offset = 0;
  let first = -1;
  for (const part of parts) {
    if (part.hit) {
      first = offset;
      break;
    }
    offset += part.text.length;
  }
  const center = Math.max(first, 0);
  let start = Math.max(0, center - radius);
  let end = Math.min(text.length, center + radius * 2);
  if (start > 0) {
    const space = text.indexOf(" ", start);
    if (space !== -1 && space < center) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > center) end = space;
  }
  const window = highlight(text.slice(start, end), terms);
  if (start > 0) window.unshift({ text: "… ", hit: false });
  if (end < text.length) window.push({ text: " …", hit: false });
  return window;
}
