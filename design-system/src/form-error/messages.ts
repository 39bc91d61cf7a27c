import { defineMessages } from "../i18n/messages";

export const formErrorMessages = defineMessages({
  en: { title: "Please check the following" },
  ar: { title: "يُرجى مراجعة ما يلي" },
  de: { title: "Bitte prüfen Sie Folgendes" },
  es: { title: "Revisa lo siguiente" },
  fr: { title: "Veuillez vérifier les points suivants" },
  it: { title: "Controlla quanto segue" },
  ja: { title: "以下の項目をご確認ください" },
  nl: { title: "Controleer het volgende" },
  pl: { title: "Sprawdź poniższe pola" },
  pt: { title: "Verifique o seguinte" },
  ru: { title: "Проверьте следующее" },
});
