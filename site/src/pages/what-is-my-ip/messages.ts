import { defineMessages, type MessageDescriptor } from "react-intl";

/** The words of /what-is-my-ip below the hero (issue #15). */
const messages = defineMessages({
  loadingTitle: {
    id: "what-is-my-ip.result.loading",
    defaultMessage: "Looking up your IP address…",
  },
  resultTitle: { id: "what-is-my-ip.result.title", defaultMessage: "Your IP address" },
  resultSummary: {
    id: "what-is-my-ip.result.summary",
    defaultMessage: "This is the address websites see when you visit them from this browser.",
  },
  ipLabel: { id: "what-is-my-ip.fact.ip", defaultMessage: "IP address" },
  versionLabel: { id: "what-is-my-ip.fact.version", defaultMessage: "Version" },
  countryLabel: { id: "what-is-my-ip.fact.country", defaultMessage: "Country" },
  otherIpv4Label: { id: "what-is-my-ip.fact.other-ipv4", defaultMessage: "Your IPv4 address" },
  otherIpv6Label: { id: "what-is-my-ip.fact.other-ipv6", defaultMessage: "Your IPv6 address" },
  ipv4: { id: "what-is-my-ip.family.ipv4", defaultMessage: "IPv4" },
  ipv6: { id: "what-is-my-ip.family.ipv6", defaultMessage: "IPv6" },
  countryWithCode: { id: "what-is-my-ip.country.with-code", defaultMessage: "{country} ({code})" },
  countryUnknown: {
    id: "what-is-my-ip.country.unknown",
    defaultMessage: "Unknown (a private or local address)",
  },
  otherNotConfigured: {
    id: "what-is-my-ip.other.not-configured",
    defaultMessage: "Not available: this server can’t check it",
  },
  otherUnreachable: {
    id: "what-is-my-ip.other.unreachable",
    defaultMessage: "Not reachable from your connection",
  },
  failureTitle: {
    id: "what-is-my-ip.failure.title",
    defaultMessage: "We couldn’t look up your IP address",
  },
  failureSummary: {
    id: "what-is-my-ip.failure.summary",
    defaultMessage: "Our server didn’t answer. Check your internet connection and try again.",
  },
  retry: { id: "what-is-my-ip.failure.retry", defaultMessage: "Try again" },
  explainTitle: {
    id: "what-is-my-ip.explain.title",
    defaultMessage: "What your IP address says about you",
  },
  explainBody: {
    id: "what-is-my-ip.explain.body",
    defaultMessage:
      "Your IP address is the number your internet provider gives your connection. Every website, app and ad network you reach sees it. It points to your country, often to your city, and to the company that connects you, and your provider can tie it to your name.",
  },
  explainUse: {
    id: "what-is-my-ip.explain.use",
    defaultMessage:
      "Sites use it to guess where you are, to show or block content, and to recognise you from one visit to the next, even after you clear your cookies.",
  },
  versionsTitle: { id: "what-is-my-ip.versions.title", defaultMessage: "IPv4 and IPv6" },
  versionsBody: {
    id: "what-is-my-ip.versions.body",
    defaultMessage:
      "There are two kinds of IP address. An IPv4 address is four numbers separated by dots; an IPv6 address is longer, written in groups separated by colons. Many connections have both, and a website may see either one, so a VPN has to protect both.",
  },
  hideTitle: { id: "what-is-my-ip.hide.title", defaultMessage: "How to hide your IP address" },
  hideBody: {
    id: "what-is-my-ip.hide.body",
    defaultMessage:
      "Connect to mVPN and websites see the address of one of our servers instead of yours, in the country you choose. Your real address stays between you and your provider, and everything you send is encrypted on the way.",
  },
  ctaAction: { id: "what-is-my-ip.cta.action", defaultMessage: "See mVPN plans" },
});

// Untyped descriptors: some take values ({country}), and pages pick them from tables.
export const whatIsMyIpMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
