import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const vpnTrialIntro = defineMessages({
  metaTitle: {
    id: "vpn-trial.meta.title",
    defaultMessage: "Try mVPN free: start your free VPN trial",
  },
  metaDescription: {
    id: "vpn-trial.meta.description",
    defaultMessage:
      "Try mVPN free on your phone, computer or TV. Connect to servers in 94 countries with a no-logs VPN and see how it works for you before you pay.",
  },
  title: { id: "vpn-trial.hero.title", defaultMessage: "Try mVPN free" },
  body: {
    id: "vpn-trial.hero.body",
    defaultMessage: "Start a free trial, connect in one tap and choose a plan when you are ready.",
  },
  primary: { id: "vpn-trial.hero.primary", defaultMessage: "Download the app" },
  secondary: { id: "vpn-trial.hero.secondary", defaultMessage: "See plans" },
}) satisfies IntroMessages;
