import { defineMessages } from "../i18n/messages";

export const scrollToTopMessages = defineMessages({
  en: { label: "Back to top" },
  ar: { label: "العودة إلى الأعلى" },
  de: { label: "Nach oben" },
  es: { label: "Volver arriba" },
  fr: { label: "Retour en haut" },
  it: { label: "Torna su" },
  ja: { label: "ページの先頭へ" },
  nl: { label: "Terug naar boven" },
  pl: { label: "Powrót na górę" },
  pt: { label: "Voltar ao topo" },
  ru: { label: "Наверх" },
});
