import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";
import type { ServerRegion } from "../../app/routing/site-pages";

export const vpnServerIntro = defineMessages({
  metaTitle: {
    id: "vpn-server.meta.title",
    defaultMessage: "mVPN server locations: VPN servers in 94 countries",
  },
  metaDescription: {
    id: "vpn-server.meta.description",
    defaultMessage:
      "Connect to mVPN servers in 94 countries across Europe, the Americas, Asia and Oceania. Pick a location in one tap and your connection stays encrypted.",
  },
  title: { id: "vpn-server.hero.title", defaultMessage: "Servers in 94 countries" },
  body: {
    id: "vpn-server.hero.body",
    defaultMessage:
      "Choose the country you want to appear in, or connect to a server near you for the best speed.",
  },
  primary: { id: "vpn-server.hero.primary", defaultMessage: "See plans" },
  secondary: { id: "vpn-server.hero.secondary", defaultMessage: "Download the app" },
}) satisfies IntroMessages;

export const serverRegionIntros: Record<ServerRegion, IntroMessages> = {
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
};
