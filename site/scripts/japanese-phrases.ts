import { loadDefaultJapaneseParser } from "budoux";
import type { MessageFormatElement } from "react-intl";

/**
 * Issue #38: Japanese is written without spaces, and a browser without
 * `word-break: auto-phrase` (Safari, Firefox) breaks it between any two
 * characters, splitting words (サー／バー). BudouX finds the phrase boundaries
 * here, at build time, and each becomes a zero-width space: the break
 * opportunity BudouX's own HTML processor writes. app.css sets `keep-all`
 * where auto-phrase is missing, so lines break only there. The catalogs the
 * browser fetches carry the same characters as the prerendered HTML, so
 * hydration sees the same text, and BudouX's model never reaches the browser.
 */
export const PHRASE_BREAK = "\u200B";

/** Kana and Han: text BudouX's Japanese model has something to say about. */
const JAPANESE = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF]/u;

let parser: ReturnType<typeof loadDefaultJapaneseParser> | undefined;

/** The text with a zero-width space between its phrases; text without Japanese unchanged. */
export function breakPhrases(text: string): string {
  if (!JAPANESE.test(text)) return text;
  parser ??= loadDefaultJapaneseParser();
  return parser.parse(text.replaceAll(PHRASE_BREAK, "")).join(PHRASE_BREAK);
}

// @formatjs/icu-messageformat-parser's element types (its TYPE enum).
const LITERAL = 0;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

/**
 * A compiled message with phrase breaks in its literal text. Arguments stay
 * as they are: a break next to `{count}` is left to the browser's own rules.
 */
export function breakMessagePhrases(message: MessageFormatElement[]): MessageFormatElement[] {
  return message.map((element) => {
    switch (element.type as number) {
      case LITERAL:
        return { ...element, value: breakPhrases((element as { value: string }).value) };
      case SELECT:
      case PLURAL: {
        const { options } = element as {
          options: Record<string, { value: MessageFormatElement[] }>;
        };
        const phrased = Object.fromEntries(
          Object.entries(options).map(([key, option]) => [
            key,
            { ...option, value: breakMessagePhrases(option.value) },
          ]),
        );
        return { ...element, options: phrased } as MessageFormatElement;
      }
      case TAG: {
        const { children } = element as { children: MessageFormatElement[] };
        return { ...element, children: breakMessagePhrases(children) } as MessageFormatElement;
      }
      default:
        return element;
    }
  });
}

/** A compiled catalog with phrase breaks in every message. */
export function breakCatalogPhrases(
  catalog: Record<string, MessageFormatElement[]>,
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => [id, breakMessagePhrases(message)]),
  );
}
