/** The help centre's rows of SPEC.md §2's route table (site-pages.ts): English and Russian only (ADR 0028). */

import { HELP_ARTICLES, HELP_LOCALES } from "../../content/help/help-articles";
import { page, type SitePage } from "./site-page";

export const HELP_SITE_PAGES: readonly SitePage[] = [
  page({
    name: "help",
    path: "help",
    file: "pages/help/index.tsx",
    layout: "default",
    render: "static",
    locales: HELP_LOCALES,
  }),
  page({
    name: "help",
    path: "help/:article",
    file: "pages/help/article.tsx",
    layout: "default",
    render: "static",
    params: HELP_ARTICLES,
    messageKey: "help.article",
    locales: HELP_LOCALES,
  }),
];
