import { defineMessages } from "../i18n/messages";

export const tagListMessages = defineMessages({
  en: { label: "Tags" },
  ar: { label: "الوسوم" },
  de: { label: "Schlagwörter" },
  es: { label: "Etiquetas" },
  fr: { label: "Mots-clés" },
  it: { label: "Tag" },
  ja: { label: "タグ" },
  nl: { label: "Tags" },
  pl: { label: "Tagi" },
  pt: { label: "Tags" },
  ru: { label: "Теги" },
});
