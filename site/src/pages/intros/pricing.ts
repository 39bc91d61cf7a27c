import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const pricingIntro = defineMessages({
  metaTitle: {
    id: "pricing.meta.title",
    defaultMessage: "mVPN plans and pricing: one account, every device",
  },
  metaDescription: {
    id: "pricing.meta.description",
    defaultMessage:
      "Compare mVPN plans: pay monthly or save with a longer term. Every plan includes apps for every device, servers in 14 countries and a money-back guarantee.",
  },
  title: { id: "pricing.hero.title", defaultMessage: "Choose your plan" },
  body: {
    id: "pricing.hero.body",
    defaultMessage:
      "The longer the plan, the less you pay per month. Every plan comes with a 30-day money-back guarantee.",
  },
}) satisfies IntroMessages;
