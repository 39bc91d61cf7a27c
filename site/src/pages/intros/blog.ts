import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";
import type { BlogCategory } from "../../app/routing/site-pages";

export const blogIntro = defineMessages({
  metaTitle: {
    id: "blog.meta.title",
    defaultMessage: "mVPN blog: privacy, security and VPN guides",
  },
  metaDescription: {
    id: "blog.meta.description",
    defaultMessage:
      "Plain-language articles from the mVPN team on online privacy, security, streaming and getting the most from a VPN, plus guides and product news.",
  },
  title: { id: "blog.hero.title", defaultMessage: "The mVPN blog" },
  body: {
    id: "blog.hero.body",
    defaultMessage:
      "Plain-language articles on privacy, security, streaming and getting the most from a VPN.",
  },
}) satisfies IntroMessages;

export const blogMoreIntro = defineMessages({
  metaTitle: { id: "blog.more.meta.title", defaultMessage: "More articles | mVPN blog" },
  metaDescription: {
    id: "blog.more.meta.description",
    defaultMessage:
      "Browse more articles from the mVPN blog: explainers on online privacy and security, streaming tips, step-by-step VPN guides and product news.",
  },
  title: { id: "blog.more.hero.title", defaultMessage: "More articles" },
  body: {
    id: "blog.more.hero.body",
    defaultMessage: "Earlier articles on privacy, security, streaming and using a VPN.",
  },
}) satisfies IntroMessages;

export const blogSearchIntro = defineMessages({
  metaTitle: { id: "blog.search.meta.title", defaultMessage: "Search the mVPN blog" },
  metaDescription: {
    id: "blog.search.meta.description",
    defaultMessage:
      "Search the mVPN blog for articles on online privacy, security, streaming and setting up a VPN on your phone, computer, browser or TV.",
  },
  title: { id: "blog.search.hero.title", defaultMessage: "Search the blog" },
  body: {
    id: "blog.search.hero.body",
    defaultMessage: "Find articles on privacy, security, streaming and using mVPN.",
  },
}) satisfies IntroMessages;

/** The title takes the tag's name as `{tag}`; the meta texts stay generic because meta tags get no values. */
export const blogTagIntro = defineMessages({
  metaTitle: { id: "blog.tag.meta.title", defaultMessage: "Articles by topic | mVPN blog" },
  metaDescription: {
    id: "blog.tag.meta.description",
    defaultMessage:
      "Every mVPN blog article on one topic, in one list: online privacy, security, streaming and VPN guides, written in plain language by the mVPN team.",
  },
  title: { id: "blog.tag.hero.title", defaultMessage: "Articles tagged {tag}" },
  body: {
    id: "blog.tag.hero.body",
    defaultMessage: "Every article on this topic, newest first.",
  },
}) satisfies IntroMessages;

/** Generic words for an article page: its meta is the article's own title and summary (article.tsx), these are the fallback. */
export const blogArticleIntro = defineMessages({
  metaTitle: { id: "blog.article.meta.title", defaultMessage: "mVPN blog article" },
  metaDescription: {
    id: "blog.article.meta.description",
    defaultMessage:
      "An article from the mVPN blog on online privacy, security, streaming or getting the most from a VPN, written in plain language by the mVPN team.",
  },
  title: { id: "blog.article.hero.title", defaultMessage: "From the mVPN blog" },
  body: {
    id: "blog.article.hero.body",
    defaultMessage: "Plain-language reading on privacy, security and using a VPN.",
  },
}) satisfies IntroMessages;

export const blogCategoryIntros: Record<BlogCategory, IntroMessages> = {
  privacy: defineMessages({
    metaTitle: {
      id: "blog.category.privacy.meta.title",
      defaultMessage: "Online privacy articles | mVPN blog",
    },
    metaDescription: {
      id: "blog.category.privacy.meta.description",
      defaultMessage:
        "Articles on online privacy from the mVPN blog: who can see what you do online, how tracking works and the simple steps that keep your data your own.",
    },
    title: { id: "blog.category.privacy.hero.title", defaultMessage: "Privacy" },
    body: {
      id: "blog.category.privacy.hero.body",
      defaultMessage: "Who can see what you do online, and simple ways to keep it to yourself.",
    },
  }),
  security: defineMessages({
    metaTitle: {
      id: "blog.category.security.meta.title",
      defaultMessage: "Online security articles | mVPN blog",
    },
    metaDescription: {
      id: "blog.category.security.meta.description",
      defaultMessage:
        "Articles on online security from the mVPN blog: public Wi-Fi risks, safer passwords, spotting scams and protecting your devices and accounts.",
    },
    title: { id: "blog.category.security.hero.title", defaultMessage: "Security" },
    body: {
      id: "blog.category.security.hero.body",
      defaultMessage:
        "Practical advice to protect your devices, accounts and connection, at home and on public Wi-Fi.",
    },
  }),
  streaming: defineMessages({
    metaTitle: {
      id: "blog.category.streaming.meta.title",
      defaultMessage: "Streaming articles | mVPN blog",
    },
    metaDescription: {
      id: "blog.category.streaming.meta.description",
      defaultMessage:
        "Articles on streaming from the mVPN blog: watching on phones, computers and TVs, smoother playback and using a VPN with your streaming apps.",
    },
    title: { id: "blog.category.streaming.hero.title", defaultMessage: "Streaming" },
    body: {
      id: "blog.category.streaming.hero.body",
      defaultMessage:
        "Tips for watching on every screen, and using a VPN with your streaming apps.",
    },
  }),
  guides: defineMessages({
    metaTitle: {
      id: "blog.category.guides.meta.title",
      defaultMessage: "VPN guides and how-tos | mVPN blog",
    },
    metaDescription: {
      id: "blog.category.guides.meta.description",
      defaultMessage:
        "Step-by-step guides from the mVPN blog: set up a VPN on Windows, macOS, iOS, Android, Chrome and your TV, and get the most from every feature.",
    },
    title: { id: "blog.category.guides.hero.title", defaultMessage: "Guides" },
    body: {
      id: "blog.category.guides.hero.body",
      defaultMessage:
        "Step-by-step help to set up mVPN on each of your devices and get the most from it.",
    },
  }),
  news: defineMessages({
    metaTitle: {
      id: "blog.category.news.meta.title",
      defaultMessage: "mVPN news and product updates",
    },
    metaDescription: {
      id: "blog.category.news.meta.description",
      defaultMessage:
        "News from the mVPN team: new apps and features, new server locations and changes to the service, with what each update means for you.",
    },
    title: { id: "blog.category.news.hero.title", defaultMessage: "News" },
    body: {
      id: "blog.category.news.hero.body",
      defaultMessage: "New apps, features and server locations, and what they mean for you.",
    },
  }),
};
