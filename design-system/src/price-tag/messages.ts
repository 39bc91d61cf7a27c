import { defineMessages } from "../i18n/messages";

/** `perMonthShort` is shown, `perMonth` read by screen readers ("/mo" would be read "slash mo"). */
export const priceTagMessages = defineMessages({
  en: { perMonthShort: "/mo", perMonth: "per month", was: "Was {price}" },
  ar: { perMonthShort: "/شهر", perMonth: "شهريًا", was: "السعر السابق {price}" },
  de: { perMonthShort: "/Monat", perMonth: "pro Monat", was: "Vorher {price}" },
  es: { perMonthShort: "/mes", perMonth: "al mes", was: "Antes {price}" },
  fr: { perMonthShort: "/mois", perMonth: "par mois", was: "Au lieu de {price}" },
  it: { perMonthShort: "/mese", perMonth: "al mese", was: "Prima {price}" },
  ja: { perMonthShort: "/月", perMonth: "1か月あたり", was: "通常価格 {price}" },
  nl: { perMonthShort: "/mnd", perMonth: "per maand", was: "Was {price}" },
  pl: { perMonthShort: "/mies.", perMonth: "miesięcznie", was: "Wcześniej {price}" },
  pt: { perMonthShort: "/mês", perMonth: "por mês", was: "De {price}" },
  ru: { perMonthShort: "/мес.", perMonth: "в месяц", was: "Старая цена {price}" },
});
