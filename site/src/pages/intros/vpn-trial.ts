import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const vpnTrialIntro = defineMessages({
  metaTitle: {
    id: "vpn-trial.meta.title",
    defaultMessage: "Try mVPN: your first month at a trial price",
  },
  metaDescription: {
    id: "vpn-trial.meta.description",
    defaultMessage:
      "Try mVPN VIP for a month at a trial price on your phone, computer or TV. Servers in 94 countries, no logs, and a full refund within 30 days if it is not for you.",
  },
  title: { id: "vpn-trial.hero.title", defaultMessage: "Try mVPN for a month" },
  body: {
    id: "vpn-trial.hero.body",
    defaultMessage:
      "Your first month of mVPN VIP at a trial price. Cancel any time, and if it is not for you, get your money back within 30 days.",
  },
  primary: { id: "vpn-trial.hero.primary", defaultMessage: "Start my trial" },
  secondary: { id: "vpn-trial.hero.secondary", defaultMessage: "See all plans" },
}) satisfies IntroMessages;
