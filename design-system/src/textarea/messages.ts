import { defineMessages } from "../i18n/messages";

/**
 * Worded so that one form fits every count: the noun agrees with no number
 * ("Символов: 3 из 500"), so languages with several plural forms need none.
 */
export const textareaMessages = defineMessages({
  en: { counter: "{count} of {max} characters" },
  ar: { counter: "عدد الأحرف: {count} من {max}" },
  de: { counter: "{count} von {max} Zeichen" },
  es: { counter: "{count} de {max} caracteres" },
  fr: { counter: "{count} caractères sur {max}" },
  it: { counter: "{count} caratteri su {max}" },
  ja: { counter: "{count}/{max}文字" },
  nl: { counter: "{count} van {max} tekens" },
  pl: { counter: "Znaki: {count} z {max}" },
  pt: { counter: "{count} de {max} caracteres" },
  ru: { counter: "Символов: {count} из {max}" },
});
