import { defineMessages } from "../i18n/messages";

export const pageLayoutMessages = defineMessages({
  en: { skipToContent: "Skip to main content" },
  ar: { skipToContent: "انتقل إلى المحتوى الرئيسي" },
  de: { skipToContent: "Zum Hauptinhalt springen" },
  es: { skipToContent: "Saltar al contenido principal" },
  fr: { skipToContent: "Aller au contenu principal" },
  it: { skipToContent: "Vai al contenuto principale" },
  ja: { skipToContent: "メインコンテンツへスキップ" },
  nl: { skipToContent: "Ga naar de hoofdinhoud" },
  pl: { skipToContent: "Przejdź do treści głównej" },
  pt: { skipToContent: "Pular para o conteúdo principal" },
  ru: { skipToContent: "Перейти к основному содержанию" },
});
