import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";
import type { ServerRegion } from "../../app/routing/site-pages";

/** The intros of /vpn-server's pages for the Americas; vpn-server.ts puts every region together. */
export const americasServerIntros = {
  "brazil-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.brazil-vpn.meta.title",
      defaultMessage: "Brazil VPN: servers in Brazil | mVPN",
    },
    metaDescription: {
      id: "vpn-server.brazil-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Brazil for a Brazilian IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.brazil-vpn.hero.title", defaultMessage: "VPN servers in Brazil" },
    body: {
      id: "vpn-server.brazil-vpn.hero.body",
      defaultMessage:
        "Get a Brazilian IP address and an encrypted connection, whether you live in Brazil or are visiting.",
    },
    primary: { id: "vpn-server.brazil-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.brazil-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "canada-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.canada-vpn.meta.title",
      defaultMessage: "Canada VPN: servers in Canada | mVPN",
    },
    metaDescription: {
      id: "vpn-server.canada-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Canada for a Canadian IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.canada-vpn.hero.title", defaultMessage: "VPN servers in Canada" },
    body: {
      id: "vpn-server.canada-vpn.hero.body",
      defaultMessage:
        "Get a Canadian IP address and an encrypted connection, whether you live in Canada or are visiting.",
    },
    primary: { id: "vpn-server.canada-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.canada-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "usa-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.usa-vpn.meta.title",
      defaultMessage: "USA VPN: servers in the USA | mVPN",
    },
    metaDescription: {
      id: "vpn-server.usa-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in the USA for a US IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.usa-vpn.hero.title", defaultMessage: "VPN servers in the USA" },
    body: {
      id: "vpn-server.usa-vpn.hero.body",
      defaultMessage:
        "Get a US IP address and an encrypted connection, whether you live in the USA or are visiting.",
    },
    primary: { id: "vpn-server.usa-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.usa-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
} satisfies Partial<Record<ServerRegion, IntroMessages>>;
