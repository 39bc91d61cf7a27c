import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const paysucIntro = defineMessages({
  metaTitle: { id: "paysuc.meta.title", defaultMessage: "Payment successful | mVPN" },
  metaDescription: {
    id: "paysuc.meta.description",
    defaultMessage:
      "Your mVPN payment went through and your subscription is active. Download the app for your device, log in with your account and connect in one tap.",
  },
  title: { id: "paysuc.hero.title", defaultMessage: "Payment successful" },
  body: {
    id: "paysuc.hero.body",
    defaultMessage:
      "Thank you. Your subscription is active: download the app, log in with your mVPN account and connect.",
  },
}) satisfies IntroMessages;
