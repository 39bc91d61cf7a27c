import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";
import type { ServerRegion } from "../../app/routing/site-pages";

/** The intros of /vpn-server's pages for Asia and Oceania; vpn-server.ts puts every region together. */
export const asiaPacificServerIntros = {
  "australia-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.australia-vpn.meta.title",
      defaultMessage: "Australia VPN: servers in Australia | mVPN",
    },
    metaDescription: {
      id: "vpn-server.australia-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Australia for an Australian IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: {
      id: "vpn-server.australia-vpn.hero.title",
      defaultMessage: "VPN servers in Australia",
    },
    body: {
      id: "vpn-server.australia-vpn.hero.body",
      defaultMessage:
        "Get an Australian IP address and an encrypted connection, whether you live in Australia or are visiting.",
    },
    primary: { id: "vpn-server.australia-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: {
      id: "vpn-server.australia-vpn.hero.secondary",
      defaultMessage: "Download the app",
    },
  }),
  "hongkong-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.hongkong-vpn.meta.title",
      defaultMessage: "Hong Kong VPN: servers in Hong Kong | mVPN",
    },
    metaDescription: {
      id: "vpn-server.hongkong-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Hong Kong for a Hong Kong IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.hongkong-vpn.hero.title", defaultMessage: "VPN servers in Hong Kong" },
    body: {
      id: "vpn-server.hongkong-vpn.hero.body",
      defaultMessage:
        "Get a Hong Kong IP address and an encrypted connection, whether you live in Hong Kong or are visiting.",
    },
    primary: { id: "vpn-server.hongkong-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.hongkong-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "india-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.india-vpn.meta.title",
      defaultMessage: "India VPN: servers in India | mVPN",
    },
    metaDescription: {
      id: "vpn-server.india-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in India for an Indian IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.india-vpn.hero.title", defaultMessage: "VPN servers in India" },
    body: {
      id: "vpn-server.india-vpn.hero.body",
      defaultMessage:
        "Get an Indian IP address and an encrypted connection, whether you live in India or are visiting.",
    },
    primary: { id: "vpn-server.india-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.india-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "indonesia-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.indonesia-vpn.meta.title",
      defaultMessage: "Indonesia VPN: servers in Indonesia | mVPN",
    },
    metaDescription: {
      id: "vpn-server.indonesia-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Indonesia for an Indonesian IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: {
      id: "vpn-server.indonesia-vpn.hero.title",
      defaultMessage: "VPN servers in Indonesia",
    },
    body: {
      id: "vpn-server.indonesia-vpn.hero.body",
      defaultMessage:
        "Get an Indonesian IP address and an encrypted connection, whether you live in Indonesia or are visiting.",
    },
    primary: { id: "vpn-server.indonesia-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: {
      id: "vpn-server.indonesia-vpn.hero.secondary",
      defaultMessage: "Download the app",
    },
  }),
  "japan-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.japan-vpn.meta.title",
      defaultMessage: "Japan VPN: servers in Japan | mVPN",
    },
    metaDescription: {
      id: "vpn-server.japan-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Japan for a Japanese IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.japan-vpn.hero.title", defaultMessage: "VPN servers in Japan" },
    body: {
      id: "vpn-server.japan-vpn.hero.body",
      defaultMessage:
        "Get a Japanese IP address and an encrypted connection, whether you live in Japan or are visiting.",
    },
    primary: { id: "vpn-server.japan-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.japan-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "korea-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.korea-vpn.meta.title",
      defaultMessage: "South Korea VPN: servers in South Korea | mVPN",
    },
    metaDescription: {
      id: "vpn-server.korea-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in South Korea for a South Korean IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: { id: "vpn-server.korea-vpn.hero.title", defaultMessage: "VPN servers in South Korea" },
    body: {
      id: "vpn-server.korea-vpn.hero.body",
      defaultMessage:
        "Get a South Korean IP address and an encrypted connection, whether you live in South Korea or are visiting.",
    },
    primary: { id: "vpn-server.korea-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-server.korea-vpn.hero.secondary", defaultMessage: "Download the app" },
  }),
  "singapore-vpn": defineMessages({
    metaTitle: {
      id: "vpn-server.singapore-vpn.meta.title",
      defaultMessage: "Singapore VPN: servers in Singapore | mVPN",
    },
    metaDescription: {
      id: "vpn-server.singapore-vpn.meta.description",
      defaultMessage:
        "Connect to mVPN servers in Singapore for a Singapore IP address. Every connection is encrypted, with no logs and a 30-day money-back guarantee.",
    },
    title: {
      id: "vpn-server.singapore-vpn.hero.title",
      defaultMessage: "VPN servers in Singapore",
    },
    body: {
      id: "vpn-server.singapore-vpn.hero.body",
      defaultMessage:
        "Get a Singapore IP address and an encrypted connection, whether you live in Singapore or are visiting.",
    },
    primary: { id: "vpn-server.singapore-vpn.hero.primary", defaultMessage: "See plans" },
    secondary: {
      id: "vpn-server.singapore-vpn.hero.secondary",
      defaultMessage: "Download the app",
    },
  }),
} satisfies Partial<Record<ServerRegion, IntroMessages>>;
