import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const checkoutIntro = defineMessages({
  metaTitle: { id: "pricing.checkout.meta.title", defaultMessage: "Secure checkout | mVPN" },
  metaDescription: {
    id: "pricing.checkout.meta.description",
    defaultMessage:
      "Complete your mVPN purchase: review your plan, choose how to pay and check out securely. Every plan is covered by our 30-day money-back guarantee.",
  },
  title: { id: "pricing.checkout.hero.title", defaultMessage: "Complete your purchase" },
  body: {
    id: "pricing.checkout.hero.body",
    defaultMessage:
      "Check your plan, choose how to pay and you are ready to connect. Covered by our 30-day money-back guarantee.",
  },
}) satisfies IntroMessages;
