import { defineMessages, type MessageDescriptor } from "react-intl";
import type { HelpGroup } from "../../content/help/help-articles";
import type { SearchMessages } from "../../content/search/search-messages";

const helpDescriptors = defineMessages({
  crumb: { id: "help.crumb", defaultMessage: "Help centre" },
  resultsHeading: { id: "help.search.heading", defaultMessage: "Search results" },
  topicsHeading: { id: "help.topics.heading", defaultMessage: "Browse by topic" },
  related: { id: "help.article.related", defaultMessage: "More on this topic" },
  allArticles: { id: "help.article.all", defaultMessage: "All help articles" },
  updated: { id: "help.article.updated", defaultMessage: "Last updated: {date}" },
  contactTitle: { id: "help.contact.title", defaultMessage: "Still need help?" },
  contactBody: {
    id: "help.contact.body",
    defaultMessage:
      "Write to our support team: tell us your device, the app version and what you already tried, and we answer by email.",
  },
  contactLink: { id: "help.contact.link", defaultMessage: "Contact support" },
});

// Plain descriptors: react-intl 12's typed ones refuse values such as `{count}` (as blog-messages.ts).
export const helpMessages = helpDescriptors as Record<
  keyof typeof helpDescriptors,
  MessageDescriptor
>;

/** The help centre's search form and status (content/search/SearchForm.tsx, SearchStatus.tsx). */
export const helpSearchMessages: SearchMessages = defineMessages({
  label: { id: "help.search.label", defaultMessage: "Search the help centre" },
  placeholder: {
    id: "help.search.placeholder",
    defaultMessage: "For example: refund, password, slow",
  },
  submit: { id: "help.search.submit", defaultMessage: "Search" },
  loading: { id: "help.search.loading", defaultMessage: "Searching the help centre…" },
  failed: {
    id: "help.search.failed",
    defaultMessage:
      "The search could not be loaded. Check your connection and try again, or browse the articles below.",
  },
  results: {
    id: "help.search.results",
    defaultMessage: "{count, plural, one {# article matches} other {# articles match}} “{query}”",
  },
  emptyTitle: {
    id: "help.search.emptyTitle",
    defaultMessage: "No article matches “{query}”",
  },
  emptyBody: {
    id: "help.search.emptyBody",
    defaultMessage:
      "Try a shorter or different word, browse the topics below, or write to our support team.",
  },
});

export const helpGroupMessages: Record<HelpGroup, MessageDescriptor> = defineMessages({
  start: { id: "help.group.start", defaultMessage: "Getting started" },
  account: { id: "help.group.account", defaultMessage: "Account and password" },
  billing: { id: "help.group.billing", defaultMessage: "Payments, refunds and the free trial" },
  troubleshooting: {
    id: "help.group.troubleshooting",
    defaultMessage: "Connection and speed problems",
  },
});
