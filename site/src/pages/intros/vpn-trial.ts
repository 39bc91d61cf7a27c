import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const vpnTrialIntro = defineMessages({
  metaTitle: {
    id: "vpn-trial.meta.title",
    defaultMessage: "Try mVPN free: your first month costs nothing",
  },
  metaDescription: {
    id: "vpn-trial.meta.description",
    defaultMessage:
      "Try mVPN VIP free for a month on your phone, computer or TV. Nothing is charged today, cancel before the month ends and you pay nothing. Servers in 14 countries, no logs.",
  },
  title: { id: "vpn-trial.hero.title", defaultMessage: "Try mVPN for a month" },
  body: {
    id: "vpn-trial.hero.body",
    defaultMessage:
      "Your first month of mVPN VIP is free. Cancel before it ends and you pay nothing; after it, the 30-day money-back guarantee still applies.",
  },
  primary: { id: "vpn-trial.hero.primary", defaultMessage: "Start my free trial" },
  secondary: { id: "vpn-trial.hero.secondary", defaultMessage: "See all plans" },
}) satisfies IntroMessages;
