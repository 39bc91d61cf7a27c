import { defineMessages } from "../i18n/messages";

/**
 * The name of each feedback tone, read before the message so the tone is not
 * carried by colour and icon alone (WCAG 1.4.1), and the dismiss button.
 * Toasts use the same tone names.
 */
export const feedbackMessages = defineMessages({
  en: {
    info: "Information",
    success: "Success",
    warn: "Warning",
    error: "Error",
    dismiss: "Dismiss",
  },
  ar: { info: "معلومة", success: "تمّ بنجاح", warn: "تحذير", error: "خطأ", dismiss: "إغلاق" },
  de: {
    info: "Hinweis",
    success: "Erfolg",
    warn: "Warnung",
    error: "Fehler",
    dismiss: "Ausblenden",
  },
  es: {
    info: "Información",
    success: "Éxito",
    warn: "Advertencia",
    error: "Error",
    dismiss: "Descartar",
  },
  fr: {
    info: "Information",
    success: "Succès",
    warn: "Avertissement",
    error: "Erreur",
    dismiss: "Masquer",
  },
  it: {
    info: "Informazione",
    success: "Operazione riuscita",
    warn: "Avviso",
    error: "Errore",
    dismiss: "Chiudi",
  },
  ja: { info: "お知らせ", success: "成功", warn: "警告", error: "エラー", dismiss: "閉じる" },
  nl: {
    info: "Informatie",
    success: "Gelukt",
    warn: "Waarschuwing",
    error: "Fout",
    dismiss: "Sluiten",
  },
  pl: {
    info: "Informacja",
    success: "Sukces",
    warn: "Ostrzeżenie",
    error: "Błąd",
    dismiss: "Zamknij",
  },
  pt: {
    info: "Informação",
    success: "Sucesso",
    warn: "Aviso",
    error: "Erro",
    dismiss: "Dispensar",
  },
  ru: {
    info: "Информация",
    success: "Успешно",
    warn: "Предупреждение",
    error: "Ошибка",
    dismiss: "Скрыть",
  },
});
