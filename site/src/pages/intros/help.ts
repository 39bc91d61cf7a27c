import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const helpIntro = defineMessages({
  metaTitle: { id: "help.meta.title", defaultMessage: "mVPN help centre: guides and answers" },
  metaDescription: {
    id: "help.meta.description",
    defaultMessage:
      "Set up mVPN on Windows, Mac, Android, iPhone and Linux, manage your account and password, understand payments, refunds and the free trial, and fix connection problems.",
  },
  title: { id: "help.hero.title", defaultMessage: "mVPN help centre" },
  body: {
    id: "help.hero.body",
    defaultMessage:
      "Step-by-step guides for setting up the apps, managing your account and payments, and getting a slow or broken connection working again.",
  },
}) satisfies IntroMessages;

/** The layout's title and description of an article page until the article's own replace them (meta). */
export const helpArticleIntro = defineMessages({
  metaTitle: { id: "help.article.meta.title", defaultMessage: "mVPN help centre article" },
  metaDescription: {
    id: "help.article.meta.description",
    defaultMessage:
      "A step-by-step answer from the mVPN help centre: setting up the apps, your account, payments and refunds, the free trial, or fixing a connection.",
  },
});
