import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const loginIntro = defineMessages({
  metaTitle: { id: "login.meta.title", defaultMessage: "Log in to mVPN" },
  metaDescription: {
    id: "login.meta.description",
    defaultMessage:
      "Log in to your mVPN account to check your subscription, manage the devices you use, change your password and get the apps for every platform.",
  },
  title: { id: "login.hero.title", defaultMessage: "Log in to mVPN" },
  body: {
    id: "login.hero.body",
    defaultMessage: "Use the email address and password of your mVPN account.",
  },
}) satisfies IntroMessages;
