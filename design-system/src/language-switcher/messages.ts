import { defineMessages } from "../i18n/messages";

export const languageSwitcherMessages = defineMessages({
  en: { language: "Language" },
  ar: { language: "اللغة" },
  de: { language: "Sprache" },
  es: { language: "Idioma" },
  fr: { language: "Langue" },
  it: { language: "Lingua" },
  ja: { language: "言語" },
  nl: { language: "Taal" },
  pl: { language: "Język" },
  pt: { language: "Idioma" },
  ru: { language: "Язык" },
});
