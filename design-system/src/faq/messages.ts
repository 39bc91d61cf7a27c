import { defineMessages } from "../i18n/messages";

export const faqMessages = defineMessages({
  en: { title: "Frequently asked questions" },
  ar: { title: "الأسئلة الشائعة" },
  de: { title: "Häufig gestellte Fragen" },
  es: { title: "Preguntas frecuentes" },
  fr: { title: "Questions fréquentes" },
  it: { title: "Domande frequenti" },
  ja: { title: "よくある質問" },
  nl: { title: "Veelgestelde vragen" },
  pl: { title: "Najczęściej zadawane pytania" },
  pt: { title: "Perguntas frequentes" },
  ru: { title: "Часто задаваемые вопросы" },
});
