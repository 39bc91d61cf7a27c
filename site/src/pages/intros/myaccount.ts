import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const myaccountIntro = defineMessages({
  metaTitle: { id: "myaccount.meta.title", defaultMessage: "My account | mVPN" },
  metaDescription: {
    id: "myaccount.meta.description",
    defaultMessage:
      "Manage your mVPN account: see your subscription and the VIP time you have left, update your profile and password, and review the devices you use.",
  },
  title: { id: "myaccount.hero.title", defaultMessage: "My account" },
  body: {
    id: "myaccount.hero.body",
    defaultMessage: "Your subscription, devices and account settings in one place.",
  },
}) satisfies IntroMessages;
