import { defineMessages } from "../i18n/messages";

export const planPickerMessages = defineMessages({
  en: { label: "Choose a plan" },
  ar: { label: "اختر خطة" },
  de: { label: "Tarif wählen" },
  es: { label: "Elige un plan" },
  fr: { label: "Choisissez une offre" },
  it: { label: "Scegli un piano" },
  ja: { label: "プランを選択" },
  nl: { label: "Kies een abonnement" },
  pl: { label: "Wybierz plan" },
  pt: { label: "Escolha um plano" },
  ru: { label: "Выберите тариф" },
});
