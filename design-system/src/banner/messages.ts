import { defineMessages } from "../i18n/messages";

export const bannerMessages = defineMessages({
  en: { close: "Close", region: "Announcement" },
  ar: { close: "إغلاق", region: "إعلان" },
  de: { close: "Schließen", region: "Hinweis" },
  es: { close: "Cerrar", region: "Aviso" },
  fr: { close: "Fermer", region: "Annonce" },
  it: { close: "Chiudi", region: "Avviso" },
  ja: { close: "閉じる", region: "お知らせ" },
  nl: { close: "Sluiten", region: "Mededeling" },
  pl: { close: "Zamknij", region: "Komunikat" },
  pt: { close: "Fechar", region: "Aviso" },
  ru: { close: "Закрыть", region: "Объявление" },
});
