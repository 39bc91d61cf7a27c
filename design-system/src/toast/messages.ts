import { defineMessages } from "../i18n/messages";

/**
 * `region` names the toast area (`{hotkey}` is the key that jumps to it, F8);
 * `notification` is read before each toast; `tonePrefix` puts the tone's
 * name (from the Alert's catalog) before the message, with the language's
 * own punctuation and spacing.
 */
export const toastMessages = defineMessages({
  en: {
    region: "Notifications ({hotkey})",
    notification: "Notification",
    close: "Close",
    tonePrefix: "{tone}: ",
  },
  ar: {
    region: "الإشعارات ({hotkey})",
    notification: "إشعار",
    close: "إغلاق",
    tonePrefix: "{tone}: ",
  },
  de: {
    region: "Benachrichtigungen ({hotkey})",
    notification: "Benachrichtigung",
    close: "Schließen",
    tonePrefix: "{tone}: ",
  },
  es: {
    region: "Notificaciones ({hotkey})",
    notification: "Notificación",
    close: "Cerrar",
    tonePrefix: "{tone}: ",
  },
  fr: {
    region: "Notifications ({hotkey})",
    notification: "Notification",
    close: "Fermer",
    tonePrefix: "{tone} : ",
  },
  it: {
    region: "Notifiche ({hotkey})",
    notification: "Notifica",
    close: "Chiudi",
    tonePrefix: "{tone}: ",
  },
  ja: { region: "通知（{hotkey}）", notification: "通知", close: "閉じる", tonePrefix: "{tone}：" },
  nl: {
    region: "Meldingen ({hotkey})",
    notification: "Melding",
    close: "Sluiten",
    tonePrefix: "{tone}: ",
  },
  pl: {
    region: "Powiadomienia ({hotkey})",
    notification: "Powiadomienie",
    close: "Zamknij",
    tonePrefix: "{tone}: ",
  },
  pt: {
    region: "Notificações ({hotkey})",
    notification: "Notificação",
    close: "Fechar",
    tonePrefix: "{tone}: ",
  },
  ru: {
    region: "Уведомления ({hotkey})",
    notification: "Уведомление",
    close: "Закрыть",
    tonePrefix: "{tone}: ",
  },
});
