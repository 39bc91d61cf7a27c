import { defineMessages } from "../i18n/messages";

/** `{value}` and `{max}` arrive already formatted as numbers of the locale. */
export const ratingMessages = defineMessages({
  en: { label: "Rated {value} out of {max}" },
  ar: { label: "التقييم {value} من {max}" },
  de: { label: "Bewertet mit {value} von {max}" },
  es: { label: "Valoración: {value} de {max}" },
  fr: { label: "Note : {value} sur {max}" },
  it: { label: "Valutazione: {value} su {max}" },
  ja: { label: "{max}点中{value}点の評価" },
  nl: { label: "Beoordeeld met {value} van de {max}" },
  pl: { label: "Ocena: {value} na {max}" },
  pt: { label: "Avaliação: {value} de {max}" },
  ru: { label: "Оценка {value} из {max}" },
});
