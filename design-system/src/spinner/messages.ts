import { defineMessages } from "../i18n/messages";

/** What a spinner says to screen readers when nothing else names the wait. */
export const spinnerMessages = defineMessages({
  en: { loading: "Loading" },
  ar: { loading: "جارٍ التحميل" },
  de: { loading: "Wird geladen" },
  es: { loading: "Cargando" },
  fr: { loading: "Chargement" },
  it: { loading: "Caricamento" },
  ja: { loading: "読み込み中" },
  nl: { loading: "Bezig met laden" },
  pl: { loading: "Ładowanie" },
  pt: { loading: "Carregando" },
  ru: { loading: "Загрузка" },
});
