import type { LongFormData } from "../long-form-data";
import type { HelpGroup } from "./help-articles";

/** An article as the index and the "more in this topic" list show it. */
export interface HelpSummary {
  slug: string;
  group: HelpGroup;
  title: string;
  description: string;
}

/** The index's loader data: the articles of the page's language by group, in HELP_ARTICLE_ENTRIES' order. */
export interface HelpIndexData {
  locale: string;
  groups: { group: HelpGroup; articles: HelpSummary[] }[];
}

/** An article's loader data: its long-form text and the other articles of its group. */
export interface HelpArticleData extends LongFormData {
  slug: string;
  group: HelpGroup;
  related: HelpSummary[];
}
