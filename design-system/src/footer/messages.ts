import { defineMessages } from "../i18n/messages";

export const footerMessages = defineMessages({
  en: { footerNavigation: "Footer" },
  ar: { footerNavigation: "روابط التذييل" },
  de: { footerNavigation: "Fußzeile" },
  es: { footerNavigation: "Pie de página" },
  fr: { footerNavigation: "Pied de page" },
  it: { footerNavigation: "Piè di pagina" },
  ja: { footerNavigation: "フッター" },
  nl: { footerNavigation: "Footer" },
  pl: { footerNavigation: "Stopka" },
  pt: { footerNavigation: "Rodapé" },
  ru: { footerNavigation: "Нижнее меню" },
});
