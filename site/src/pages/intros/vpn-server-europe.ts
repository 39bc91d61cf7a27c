import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";
import type { ServerRegion } from "../../app/routing/site-pages";

/** The intros of /vpn-server's pages for Europe; vpn-server.ts puts every region together. */
export const europeServerIntros = {
  "france-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.france-vpn.meta.title",
      defaultMessage: "France VPN: servers in France | mVPN",
    },
    metaDescription: {
      id: "vpn-server.france-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in France for a French IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.france-vpn.hero.title", defaultMessage: "VPN servers in France" },
    body: {
      id: "vpn-server.france-vpn.hero.body",
      defaultMessage:
        "Get a French IP address and an encrypted connection, whether you live in France or are visiting.",
    },
    primary: { id: "vpn-server.france-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.france-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "germany-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.germany-vpn.meta.title",
      defaultMessage: "Germany VPN: servers in Germany | mVPN",
    },
    metaDescription: {
      id: "vpn-server.germany-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Germany for a German IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.germany-vpn.hero.title", defaultMessage: "VPN servers in Germany" },
    body: {
      id: "vpn-server.germany-vpn.hero.body",
      defaultMessage:
        "Get a German IP address and an encrypted connection, whether you live in Germany or are visiting.",
    },
    primary: { id: "vpn-server.germany-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.germany-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "italy-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.italy-vpn.meta.title",
      defaultMessage: "Italy VPN: servers in Italy | mVPN",
    },
    metaDescription: {
      id: "vpn-server.italy-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Italy for an Italian IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.italy-vpn.hero.title", defaultMessage: "VPN servers in Italy" },
    body: {
      id: "vpn-server.italy-vpn.hero.body",
      defaultMessage:
        "Get an Italian IP address and an encrypted connection, whether you live in Italy or are visiting.",
    },
    primary: { id: "vpn-server.italy-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.italy-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "uk-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.uk-vpn.meta.title",
      defaultMessage: "UK VPN: servers in the UK | mVPN",
    },
    metaDescription: {
      id: "vpn-server.uk-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in the UK for a UK IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.uk-vpn.hero.title", defaultMessage: "VPN servers in the UK" },
    body: {
      id: "vpn-server.uk-vpn.hero.body",
      defaultMessage:
        "Get a UK IP address and an encrypted connection, whether you live in the UK or are visiting.",
    },
    primary: { id: "vpn-server.uk-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.uk-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
} satisfies Partial<Record<ServerRegion, IntroMessages>>;
