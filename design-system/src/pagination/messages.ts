import { defineMessages } from "../i18n/messages";

export const paginationMessages = defineMessages({
  en: {
    pagination: "Pagination",
    previousPage: "Previous page",
    nextPage: "Next page",
    page: "Page {n}",
    morePages: "More pages",
  },
  ar: {
    pagination: "ترقيم الصفحات",
    previousPage: "الصفحة السابقة",
    nextPage: "الصفحة التالية",
    page: "الصفحة {n}",
    morePages: "صفحات أخرى",
  },
  de: {
    pagination: "Seitennavigation",
    previousPage: "Vorherige Seite",
    nextPage: "Nächste Seite",
    page: "Seite {n}",
    morePages: "Weitere Seiten",
  },
  es: {
    pagination: "Paginación",
    previousPage: "Página anterior",
    nextPage: "Página siguiente",
    page: "Página {n}",
    morePages: "Más páginas",
  },
  fr: {
    pagination: "Pagination",
    previousPage: "Page précédente",
    nextPage: "Page suivante",
    page: "Page {n}",
    morePages: "Autres pages",
  },
  it: {
    pagination: "Paginazione",
    previousPage: "Pagina precedente",
    nextPage: "Pagina successiva",
    page: "Pagina {n}",
    morePages: "Altre pagine",
  },
  ja: {
    pagination: "ページ送り",
    previousPage: "前のページ",
    nextPage: "次のページ",
    page: "{n} ページ",
    morePages: "ほかのページ",
  },
  nl: {
    pagination: "Paginering",
    previousPage: "Vorige pagina",
    nextPage: "Volgende pagina",
    page: "Pagina {n}",
    morePages: "Meer pagina’s",
  },
  pl: {
    pagination: "Paginacja",
    previousPage: "Poprzednia strona",
    nextPage: "Następna strona",
    page: "Strona {n}",
    morePages: "Więcej stron",
  },
  pt: {
    pagination: "Paginação",
    previousPage: "Página anterior",
    nextPage: "Próxima página",
    page: "Página {n}",
    morePages: "Mais páginas",
  },
  ru: {
    pagination: "Постраничная навигация",
    previousPage: "Предыдущая страница",
    nextPage: "Следующая страница",
    page: "Страница {n}",
    morePages: "Другие страницы",
  },
});

export type PaginationLabels = Partial<Record<keyof (typeof paginationMessages)["en"], string>>;
