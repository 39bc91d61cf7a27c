import { defineMessages } from "../i18n/messages";

/**
 * Reading time by plural form (`Intl.PluralRules`): a language without a form
 * repeats its `other` text. `{n}` is the locale's number.
 */
export const blogCardMessages = defineMessages({
  en: {
    minReadOne: "{n} min read",
    minReadTwo: "{n} min read",
    minReadFew: "{n} min read",
    minReadMany: "{n} min read",
    minReadOther: "{n} min read",
  },
  ar: {
    minReadOne: "دقيقة واحدة للقراءة",
    minReadTwo: "دقيقتان للقراءة",
    minReadFew: "{n} دقائق للقراءة",
    minReadMany: "{n} دقيقة للقراءة",
    minReadOther: "{n} دقيقة للقراءة",
  },
  de: {
    minReadOne: "{n} Min. Lesezeit",
    minReadTwo: "{n} Min. Lesezeit",
    minReadFew: "{n} Min. Lesezeit",
    minReadMany: "{n} Min. Lesezeit",
    minReadOther: "{n} Min. Lesezeit",
  },
  es: {
    minReadOne: "{n} min de lectura",
    minReadTwo: "{n} min de lectura",
    minReadFew: "{n} min de lectura",
    minReadMany: "{n} min de lectura",
    minReadOther: "{n} min de lectura",
  },
  fr: {
    minReadOne: "{n} min de lecture",
    minReadTwo: "{n} min de lecture",
    minReadFew: "{n} min de lecture",
    minReadMany: "{n} min de lecture",
    minReadOther: "{n} min de lecture",
  },
  it: {
    minReadOne: "{n} min di lettura",
    minReadTwo: "{n} min di lettura",
    minReadFew: "{n} min di lettura",
    minReadMany: "{n} min di lettura",
    minReadOther: "{n} min di lettura",
  },
  ja: {
    minReadOne: "{n}分で読めます",
    minReadTwo: "{n}分で読めます",
    minReadFew: "{n}分で読めます",
    minReadMany: "{n}分で読めます",
    minReadOther: "{n}分で読めます",
  },
  nl: {
    minReadOne: "{n} min leestijd",
    minReadTwo: "{n} min leestijd",
    minReadFew: "{n} min leestijd",
    minReadMany: "{n} min leestijd",
    minReadOther: "{n} min leestijd",
  },
  pl: {
    minReadOne: "{n} minuta czytania",
    minReadTwo: "{n} minuty czytania",
    minReadFew: "{n} minuty czytania",
    minReadMany: "{n} minut czytania",
    minReadOther: "{n} minuty czytania",
  },
  pt: {
    minReadOne: "{n} min de leitura",
    minReadTwo: "{n} min de leitura",
    minReadFew: "{n} min de leitura",
    minReadMany: "{n} min de leitura",
    minReadOther: "{n} min de leitura",
  },
  ru: {
    minReadOne: "{n} минута чтения",
    minReadTwo: "{n} минуты чтения",
    minReadFew: "{n} минуты чтения",
    minReadMany: "{n} минут чтения",
    minReadOther: "{n} минуты чтения",
  },
});
