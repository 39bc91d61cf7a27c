import { defineMessages } from "../i18n/messages";

/**
 * One line per plural form (`pluralForm` picks it for the number of days);
 * languages without a form repeat "other". The 30-day wording matches the
 * site's own trust line.
 */
export const moneyBackNoteMessages = defineMessages({
  en: {
    one: "{days}-day money-back guarantee",
    two: "{days}-day money-back guarantee",
    few: "{days}-day money-back guarantee",
    many: "{days}-day money-back guarantee",
    other: "{days}-day money-back guarantee",
  },
  ar: {
    one: "ضمان استرداد الأموال خلال يوم واحد",
    two: "ضمان استرداد الأموال خلال يومين",
    few: "ضمان استرداد الأموال خلال {days} أيام",
    many: "ضمان استرداد الأموال خلال {days} يومًا",
    other: "ضمان استرداد الأموال خلال {days} يوم",
  },
  de: {
    one: "{days} Tag Geld-zurück-Garantie",
    two: "{days} Tage Geld-zurück-Garantie",
    few: "{days} Tage Geld-zurück-Garantie",
    many: "{days} Tage Geld-zurück-Garantie",
    other: "{days} Tage Geld-zurück-Garantie",
  },
  es: {
    one: "Garantía de reembolso de {days} día",
    two: "Garantía de reembolso de {days} días",
    few: "Garantía de reembolso de {days} días",
    many: "Garantía de reembolso de {days} días",
    other: "Garantía de reembolso de {days} días",
  },
  fr: {
    one: "Satisfait ou remboursé pendant {days} jour",
    two: "Satisfait ou remboursé pendant {days} jours",
    few: "Satisfait ou remboursé pendant {days} jours",
    many: "Satisfait ou remboursé pendant {days} jours",
    other: "Satisfait ou remboursé pendant {days} jours",
  },
  it: {
    one: "Garanzia di rimborso di {days} giorno",
    two: "Garanzia di rimborso di {days} giorni",
    few: "Garanzia di rimborso di {days} giorni",
    many: "Garanzia di rimborso di {days} giorni",
    other: "Garanzia di rimborso di {days} giorni",
  },
  ja: {
    one: "{days}日間返金保証",
    two: "{days}日間返金保証",
    few: "{days}日間返金保証",
    many: "{days}日間返金保証",
    other: "{days}日間返金保証",
  },
  nl: {
    one: "{days} dag geld-terug-garantie",
    two: "{days} dagen geld-terug-garantie",
    few: "{days} dagen geld-terug-garantie",
    many: "{days} dagen geld-terug-garantie",
    other: "{days} dagen geld-terug-garantie",
  },
  pl: {
    one: "{days}-dniowa gwarancja zwrotu pieniędzy",
    two: "{days}-dniowa gwarancja zwrotu pieniędzy",
    few: "{days}-dniowa gwarancja zwrotu pieniędzy",
    many: "{days}-dniowa gwarancja zwrotu pieniędzy",
    other: "{days}-dniowa gwarancja zwrotu pieniędzy",
  },
  pt: {
    one: "Garantia de reembolso de {days} dia",
    two: "Garantia de reembolso de {days} dias",
    few: "Garantia de reembolso de {days} dias",
    many: "Garantia de reembolso de {days} dias",
    other: "Garantia de reembolso de {days} dias",
  },
  ru: {
    one: "Гарантия возврата денег {days} день",
    two: "Гарантия возврата денег {days} дня",
    few: "Гарантия возврата денег {days} дня",
    many: "Гарантия возврата денег {days} дней",
    other: "Гарантия возврата денег {days} дня",
  },
});
