import { defineMessages } from "../i18n/messages";

/**
 * City count by plural form (`Intl.PluralRules`): a language without a form
 * repeats its `other` text. `{n}` is the locale's number.
 */
export const serverLocationCardMessages = defineMessages({
  en: {
    citiesOne: "{n} city",
    citiesTwo: "{n} cities",
    citiesFew: "{n} cities",
    citiesMany: "{n} cities",
    citiesOther: "{n} cities",
  },
  ar: {
    citiesOne: "مدينة واحدة",
    citiesTwo: "مدينتان",
    citiesFew: "{n} مدن",
    citiesMany: "{n} مدينة",
    citiesOther: "{n} مدينة",
  },
  de: {
    citiesOne: "{n} Stadt",
    citiesTwo: "{n} Städte",
    citiesFew: "{n} Städte",
    citiesMany: "{n} Städte",
    citiesOther: "{n} Städte",
  },
  es: {
    citiesOne: "{n} ciudad",
    citiesTwo: "{n} ciudades",
    citiesFew: "{n} ciudades",
    citiesMany: "{n} de ciudades",
    citiesOther: "{n} ciudades",
  },
  fr: {
    citiesOne: "{n} ville",
    citiesTwo: "{n} villes",
    citiesFew: "{n} villes",
    citiesMany: "{n} de villes",
    citiesOther: "{n} villes",
  },
  it: {
    citiesOne: "{n} città",
    citiesTwo: "{n} città",
    citiesFew: "{n} città",
    citiesMany: "{n} di città",
    citiesOther: "{n} città",
  },
  ja: {
    citiesOne: "{n}都市",
    citiesTwo: "{n}都市",
    citiesFew: "{n}都市",
    citiesMany: "{n}都市",
    citiesOther: "{n}都市",
  },
  nl: {
    citiesOne: "{n} stad",
    citiesTwo: "{n} steden",
    citiesFew: "{n} steden",
    citiesMany: "{n} steden",
    citiesOther: "{n} steden",
  },
  pl: {
    citiesOne: "{n} miasto",
    citiesTwo: "{n} miasta",
    citiesFew: "{n} miasta",
    citiesMany: "{n} miast",
    citiesOther: "{n} miasta",
  },
  pt: {
    citiesOne: "{n} cidade",
    citiesTwo: "{n} cidades",
    citiesFew: "{n} cidades",
    citiesMany: "{n} de cidades",
    citiesOther: "{n} cidades",
  },
  ru: {
    citiesOne: "{n} город",
    citiesTwo: "{n} города",
    citiesFew: "{n} города",
    citiesMany: "{n} городов",
    citiesOther: "{n} города",
  },
});
