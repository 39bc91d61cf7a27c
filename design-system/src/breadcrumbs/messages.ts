import { defineMessages } from "../i18n/messages";

export const breadcrumbsMessages = defineMessages({
  en: { breadcrumb: "Breadcrumb" },
  ar: { breadcrumb: "مسار التنقل" },
  de: { breadcrumb: "Navigationspfad" },
  es: { breadcrumb: "Ruta de navegación" },
  fr: { breadcrumb: "Fil d’Ariane" },
  it: { breadcrumb: "Percorso di navigazione" },
  ja: { breadcrumb: "パンくずリスト" },
  nl: { breadcrumb: "Kruimelpad" },
  pl: { breadcrumb: "Ścieżka nawigacji" },
  pt: { breadcrumb: "Trilha de navegação" },
  ru: { breadcrumb: "Навигационная цепочка" },
});
