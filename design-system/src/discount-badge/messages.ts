import { defineMessages } from "../i18n/messages";

export const discountBadgeMessages = defineMessages({
  en: { save: "Save {percent}" },
  ar: { save: "وفّر {percent}" },
  de: { save: "{percent} sparen" },
  es: { save: "Ahorra un {percent}" },
  fr: { save: "Économisez {percent}" },
  it: { save: "Risparmia il {percent}" },
  ja: { save: "{percent}お得" },
  nl: { save: "Bespaar {percent}" },
  pl: { save: "Oszczędzasz {percent}" },
  pt: { save: "Economize {percent}" },
  ru: { save: "Скидка {percent}" },
});
