import { defineMessages, type MessageDescriptor } from "react-intl";

/** Words of the blog's pages around the articles (the `blog` catalog). */
const blogMessageDescriptors = defineMessages({
  breadcrumb: { id: "blog.crumb", defaultMessage: "Blog" },
  featured: { id: "blog.home.featured", defaultMessage: "Featured article" },
  latest: { id: "blog.home.latest", defaultMessage: "Latest articles" },
  categories: { id: "blog.home.categories", defaultMessage: "Categories" },
  categoryCount: {
    id: "blog.home.categoryCount",
    defaultMessage: "{count, plural, one {# article} other {# articles}}",
  },
  popularTags: { id: "blog.home.popularTags", defaultMessage: "Popular topics" },
  allArticles: { id: "blog.home.allArticles", defaultMessage: "Browse every article" },
  searchLink: { id: "blog.home.searchLink", defaultMessage: "Search the blog" },
  feed: { id: "blog.feed.link", defaultMessage: "Subscribe to the feed (Atom)" },
  feedTitle: { id: "blog.feed.title", defaultMessage: "mVPN blog (Atom feed)" },
  byAuthor: { id: "blog.article.byAuthor", defaultMessage: "By {name}, {role}" },
  published: { id: "blog.article.published", defaultMessage: "Published {date}" },
  updated: { id: "blog.article.updated", defaultMessage: "Updated {date}" },
  readingTime: {
    id: "blog.article.readingTime",
    defaultMessage: "{minutes, plural, one {# min read} other {# min read}}",
  },
  topics: { id: "blog.article.topics", defaultMessage: "Topics of this article" },
  related: { id: "blog.article.related", defaultMessage: "Related articles" },
  share: { id: "blog.article.share", defaultMessage: "Share this article" },
  shareX: { id: "blog.article.shareX", defaultMessage: "Share on X" },
  shareFacebook: { id: "blog.article.shareFacebook", defaultMessage: "Share on Facebook" },
  shareLinkedIn: { id: "blog.article.shareLinkedIn", defaultMessage: "Share on LinkedIn" },
  shareEmail: { id: "blog.article.shareEmail", defaultMessage: "Send by email" },
  newWindow: { id: "blog.article.newWindow", defaultMessage: "(opens in a new tab)" },
  untranslated: {
    id: "blog.article.untranslated",
    defaultMessage: "This article is not yet available in your language; here it is in English.",
  },
  tagCount: {
    id: "blog.tag.count",
    defaultMessage: "{count, plural, one {# article} other {# articles}} on this topic",
  },
  pageOf: { id: "blog.more.pageOf", defaultMessage: "Page {page} of {pageCount}" },
});

const blogSearchDescriptors = defineMessages({
  label: { id: "blog.search.label", defaultMessage: "Search articles" },
  placeholder: { id: "blog.search.placeholder", defaultMessage: "For example: public Wi-Fi" },
  submit: { id: "blog.search.submit", defaultMessage: "Search" },
  hint: {
    id: "blog.search.hint",
    defaultMessage: "Type a word or two: the search looks through every article in this language.",
  },
  loading: { id: "blog.search.loading", defaultMessage: "Loading the search…" },
  failed: {
    id: "blog.search.failed",
    defaultMessage: "The search could not load. Check your connection and try again.",
  },
  results: {
    id: "blog.search.results",
    defaultMessage: "{count, plural, one {# article matches} other {# articles match}} “{query}”",
  },
  emptyTitle: { id: "blog.search.emptyTitle", defaultMessage: "No articles match “{query}”" },
  emptyBody: {
    id: "blog.search.emptyBody",
    defaultMessage: "Try fewer or more general words, check the spelling, or browse every article.",
  },
});

// Plain descriptors: react-intl 12's typed ones refuse values such as `{count}`.
export const blogMessages = blogMessageDescriptors as Record<
  keyof typeof blogMessageDescriptors,
  MessageDescriptor
>;
export const blogSearchMessages = blogSearchDescriptors as Record<
  keyof typeof blogSearchDescriptors,
  MessageDescriptor
>;
