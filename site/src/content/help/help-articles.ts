/**
 * The help centre's articles (SPEC.md §2: "ru gets the Russian help centre,
 * every other language the English one"; issue #37, ADR 0028). The Markdown
 * is `site/content/help/<en|ru>/<slug>.md`; this list orders and groups them
 * on the index and is the route's known values (any other slug is 404).
 */

export { HELP_LOCALES, pathExistsIn } from "./help-locales";

export const HELP_GROUPS = ["start", "account", "billing", "troubleshooting"] as const;
export type HelpGroup = (typeof HELP_GROUPS)[number];

export interface HelpArticleEntry {
  slug: string;
  group: HelpGroup;
}

/** In the index's order: getting started per platform as /download names them, then account, billing, problems. */
export const HELP_ARTICLE_ENTRIES: readonly HelpArticleEntry[] = [
  { slug: "getting-started-windows", group: "start" },
  { slug: "getting-started-mac", group: "start" },
  { slug: "getting-started-android", group: "start" },
  { slug: "getting-started-ios", group: "start" },
  { slug: "getting-started-linux", group: "start" },
  { slug: "account-and-password", group: "account" },
  { slug: "free-trial", group: "billing" },
  { slug: "payments-and-refunds", group: "billing" },
  { slug: "connection-problems", group: "troubleshooting" },
  { slug: "slow-connection", group: "troubleshooting" },
];

export const HELP_ARTICLES: readonly string[] = HELP_ARTICLE_ENTRIES.map((entry) => entry.slug);
