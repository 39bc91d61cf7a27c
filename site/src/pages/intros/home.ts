import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const homeIntro = defineMessages({
  metaTitle: {
    id: "home.meta.title",
    defaultMessage: "mVPN: a fast, private VPN for every device",
  },
  metaDescription: {
    id: "home.meta.description",
    defaultMessage:
      "Protect every connection on your phone, computer and TV with one mVPN account. Apps for every platform and a 30-day money-back guarantee.",
  },
  title: { id: "home.hero.title", defaultMessage: "Private internet, at full speed" },
  body: {
    id: "home.hero.body",
    defaultMessage:
      "One account encrypts your connection on your phone, computer and TV, wherever you are.",
  },
  primary: { id: "home.hero.primary", defaultMessage: "See plans" },
  secondary: { id: "home.hero.secondary", defaultMessage: "Download the app" },
}) satisfies IntroMessages;
