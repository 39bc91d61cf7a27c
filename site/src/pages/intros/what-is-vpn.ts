import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";

export const whatIsVpnIntro = defineMessages({
  metaTitle: {
    id: "what-is-vpn.meta.title",
    defaultMessage: "What is a VPN and how does it work? | mVPN",
  },
  metaDescription: {
    id: "what-is-vpn.meta.description",
    defaultMessage:
      "A VPN encrypts your internet connection and hides your IP address. Learn in plain words how it works, when it helps and what to look for in a VPN.",
  },
  title: { id: "what-is-vpn.hero.title", defaultMessage: "What is a VPN?" },
  body: {
    id: "what-is-vpn.hero.body",
    defaultMessage:
      "A VPN (virtual private network) sends your traffic through an encrypted tunnel to a server elsewhere, so the network you are on cannot read it and websites see the server's IP address instead of yours.",
  },
  primary: { id: "what-is-vpn.hero.primary", defaultMessage: "See plans" },
  secondary: { id: "what-is-vpn.hero.secondary", defaultMessage: "See features" },
}) satisfies IntroMessages;

export const { updated: whatIsVpnUpdated } = defineMessages({
  updated: { id: "what-is-vpn.updated", defaultMessage: "Last updated: {date}" },
});
