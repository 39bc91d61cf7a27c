import { defineMessages } from "../i18n/messages";

export const fieldMessages = defineMessages({
  en: { required: "Required", optional: "(optional)" },
  ar: { required: "مطلوب", optional: "(اختياري)" },
  de: { required: "Pflichtfeld", optional: "(optional)" },
  es: { required: "Obligatorio", optional: "(opcional)" },
  fr: { required: "Obligatoire", optional: "(facultatif)" },
  it: { required: "Obbligatorio", optional: "(facoltativo)" },
  ja: { required: "必須", optional: "（任意）" },
  nl: { required: "Verplicht", optional: "(optioneel)" },
  pl: { required: "Wymagane", optional: "(opcjonalnie)" },
  pt: { required: "Obrigatório", optional: "(opcional)" },
  ru: { required: "Обязательное поле", optional: "(необязательно)" },
});
