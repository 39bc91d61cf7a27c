import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const featuresIntro = defineMessages({
  metaTitle: {
    id: "features.meta.title",
    defaultMessage: "mVPN features: privacy, speed and apps for every device",
  },
  metaDescription: {
    id: "features.meta.description",
    defaultMessage:
      "See what mVPN does: it encrypts every connection, keeps no logs, offers servers in 14 countries and has apps for phones, computers, browsers and TVs.",
  },
  title: {
    id: "features.hero.title",
    defaultMessage: "Everything you need to stay private online",
  },
  body: {
    id: "features.hero.body",
    defaultMessage:
      "mVPN encrypts your connection, hides your IP address and keeps no logs of your activity, on every device you use with one account.",
  },
  primary: { id: "features.hero.primary", defaultMessage: "See plans" },
  secondary: { id: "features.hero.secondary", defaultMessage: "Download the app" },
}) satisfies IntroMessages;
