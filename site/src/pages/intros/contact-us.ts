import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const contactUsIntro = defineMessages({
  metaTitle: { id: "contact-us.meta.title", defaultMessage: "Contact mVPN support" },
  metaDescription: {
    id: "contact-us.meta.description",
    defaultMessage:
      "Questions about your mVPN account, a payment or one of our apps? Send our support team a message, or find step-by-step answers in the help centre.",
  },
  title: { id: "contact-us.hero.title", defaultMessage: "How can we help?" },
  body: {
    id: "contact-us.hero.body",
    defaultMessage:
      "Tell us what is happening and which device you use, and our support team will get back to you.",
  },
}) satisfies IntroMessages;
