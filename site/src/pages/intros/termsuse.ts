import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const termsuseIntro = defineMessages({
  metaTitle: { id: "termsuse.meta.title", defaultMessage: "mVPN terms of use" },
  metaDescription: {
    id: "termsuse.meta.description",
    defaultMessage:
      "The terms that apply when you use the mVPN website, apps and subscriptions, including payments, renewals, refunds and what you may use the service for.",
  },
  title: { id: "termsuse.hero.title", defaultMessage: "Terms of use" },
  body: {
    id: "termsuse.hero.body",
    defaultMessage:
      "The rules for using the mVPN website, apps and subscriptions. Please read them before you buy a plan.",
  },
}) satisfies IntroMessages;

export const { updated: termsuseUpdated } = defineMessages({
  updated: { id: "termsuse.updated", defaultMessage: "Last updated: {date}" },
});
