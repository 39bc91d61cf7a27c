import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  countries: { id: "vpn-server.stats.countries", defaultMessage: "countries" },
  cities: { id: "vpn-server.stats.cities", defaultMessage: "cities" },
  servers: { id: "vpn-server.stats.servers", defaultMessage: "servers" },
  listTitle: { id: "vpn-server.list.title", defaultMessage: "Every server location" },
  listIntro: {
    id: "vpn-server.list.intro",
    defaultMessage:
      "Each location has its own page with its cities, what it is good for and how fast it is from nearby countries.",
  },
  continent150: { id: "vpn-server.continent.europe", defaultMessage: "Europe" },
  continent019: { id: "vpn-server.continent.americas", defaultMessage: "The Americas" },
  continent142: { id: "vpn-server.continent.asia", defaultMessage: "Asia" },
  continent009: { id: "vpn-server.continent.oceania", defaultMessage: "Oceania" },
  searchLabel: { id: "vpn-server.search.label", defaultMessage: "Find a country or city" },
  searchCount: {
    id: "vpn-server.search.count",
    defaultMessage: "{count, plural, one {# country matches} other {# countries match}}",
  },
  searchNone: {
    id: "vpn-server.search.none",
    defaultMessage: "No country or city matches “{query}”.",
  },
  crumb: { id: "vpn-server.crumb", defaultMessage: "Server locations" },
  glance: { id: "vpn-server.region.glance", defaultMessage: "{country} at a glance" },
  citiesLabel: { id: "vpn-server.region.cities", defaultMessage: "Cities" },
  serversLabel: { id: "vpn-server.region.servers", defaultMessage: "Servers" },
  protocolsLabel: { id: "vpn-server.region.protocols", defaultMessage: "Protocols" },
  streamingTitle: { id: "vpn-server.region.streaming", defaultMessage: "Streaming" },
  speedTitle: { id: "vpn-server.region.speed", defaultMessage: "Speed and latency" },
  stepsTitle: {
    id: "vpn-server.region.steps.title",
    defaultMessage: "How to connect to a server in {country}",
  },
  step1: {
    id: "vpn-server.region.steps.install",
    defaultMessage: "Download mVPN for your device and sign in with your account.",
  },
  step2: {
    id: "vpn-server.region.steps.choose",
    defaultMessage:
      "Open the location list and choose {country}, or one of its cities if you want a particular one.",
  },
  step3: {
    id: "vpn-server.region.steps.connect",
    defaultMessage:
      "Tap Connect. Within seconds your traffic is encrypted and websites see an IP address in {country}.",
  },
  sameTitle: {
    id: "vpn-server.same.title",
    defaultMessage: "The same protection on every server",
  },
  sameBody: {
    id: "vpn-server.same.body",
    defaultMessage:
      "Whichever country you pick, your connection uses the same strong encryption, the kill switch keeps working if the tunnel drops, and we keep no logs of your activity. Switching locations is free and unlimited, so try several and keep the one that suits you.",
  },
  othersTitle: { id: "vpn-server.region.others", defaultMessage: "Other server locations" },
});

// Plain descriptors: several take values (`{country}`), which the typed ones refuse.
export const vpnServerMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
