import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const affiliateIntro = defineMessages({
  metaTitle: {
    id: "affiliate.meta.title",
    defaultMessage: "mVPN affiliate programme: earn by recommending mVPN",
  },
  metaDescription: {
    id: "affiliate.meta.description",
    defaultMessage:
      "Join the mVPN affiliate programme and earn a commission on the subscriptions you refer. A no-logs VPN with a money-back guarantee is easy to recommend.",
  },
  title: { id: "affiliate.hero.title", defaultMessage: "Recommend mVPN and earn on every sale" },
  body: {
    id: "affiliate.hero.body",
    defaultMessage:
      "Share your tracked link with your audience and earn a commission on the subscriptions it brings in. Our 30-day money-back guarantee makes mVPN an easy recommendation.",
  },
  primary: { id: "affiliate.hero.primary", defaultMessage: "Become a partner" },
  secondary: { id: "affiliate.hero.secondary", defaultMessage: "See plans" },
}) satisfies IntroMessages;

export const { updated: affiliateUpdated } = defineMessages({
  updated: { id: "affiliate.updated", defaultMessage: "Last updated: {date}" },
});
