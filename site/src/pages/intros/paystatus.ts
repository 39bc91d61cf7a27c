import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const paystatusIntro = defineMessages({
  metaTitle: { id: "paystatus.meta.title", defaultMessage: "Checking your payment | mVPN" },
  metaDescription: {
    id: "paystatus.meta.description",
    defaultMessage:
      "We are confirming your mVPN payment with the payment provider. Keep this page open: it updates by itself as soon as we hear back from them.",
  },
  title: { id: "paystatus.hero.title", defaultMessage: "Checking your payment…" },
  body: {
    id: "paystatus.hero.body",
    defaultMessage:
      "We are confirming your payment with the payment provider. Keep this page open; it updates by itself.",
  },
}) satisfies IntroMessages;
