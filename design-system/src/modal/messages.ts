import { defineMessages } from "../i18n/messages";

/** The words a dialog shows by itself: its buttons and the close button's label. */
export const modalMessages = defineMessages({
  en: { ok: "OK", cancel: "Cancel", confirm: "Confirm", close: "Close" },
  ar: { ok: "حسنًا", cancel: "إلغاء", confirm: "تأكيد", close: "إغلاق" },
  de: { ok: "OK", cancel: "Abbrechen", confirm: "Bestätigen", close: "Schließen" },
  es: { ok: "Aceptar", cancel: "Cancelar", confirm: "Confirmar", close: "Cerrar" },
  fr: { ok: "OK", cancel: "Annuler", confirm: "Confirmer", close: "Fermer" },
  it: { ok: "OK", cancel: "Annulla", confirm: "Conferma", close: "Chiudi" },
  ja: { ok: "OK", cancel: "キャンセル", confirm: "確認", close: "閉じる" },
  nl: { ok: "OK", cancel: "Annuleren", confirm: "Bevestigen", close: "Sluiten" },
  pl: { ok: "OK", cancel: "Anuluj", confirm: "Potwierdź", close: "Zamknij" },
  pt: { ok: "OK", cancel: "Cancelar", confirm: "Confirmar", close: "Fechar" },
  ru: { ok: "ОК", cancel: "Отмена", confirm: "Подтвердить", close: "Закрыть" },
});
