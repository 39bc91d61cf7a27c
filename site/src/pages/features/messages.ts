import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  privacyTitle: { id: "features.privacy.title", defaultMessage: "Privacy and security" },
  privacyIntro: {
    id: "features.privacy.intro",
    defaultMessage: "What protects you every time you connect, on every network.",
  },
  encryptionTitle: { id: "features.encryption.title", defaultMessage: "Strong encryption" },
  encryptionBody: {
    id: "features.encryption.body",
    defaultMessage:
      "Traffic between your device and our servers is encrypted with modern ciphers over WireGuard, OpenVPN or IKEv2, so the network you are on cannot read or change it.",
  },
  noLogsTitle: { id: "features.noLogs.title", defaultMessage: "No activity logs" },
  noLogsBody: {
    id: "features.noLogs.body",
    defaultMessage:
      "We do not record the sites you visit, your DNS requests or the content of your traffic, so there is nothing about your browsing to hand over or leak.",
  },
  killSwitchTitle: { id: "features.killSwitch.title", defaultMessage: "Kill switch" },
  killSwitchBody: {
    id: "features.killSwitch.body",
    defaultMessage:
      "If the VPN connection drops, the kill switch blocks the internet on your device until it is back, so nothing slips out unprotected.",
  },
  splitTitle: { id: "features.split.title", defaultMessage: "Split tunnelling" },
  splitBody: {
    id: "features.split.body",
    defaultMessage:
      "Choose which apps go through the VPN and which connect directly: keep your banking app local while your browser stays private.",
  },
  everydayTitle: { id: "features.everyday.title", defaultMessage: "Made for everyday use" },
  everydayIntro: {
    id: "features.everyday.intro",
    defaultMessage: "A VPN you can leave on all day, at home and on the move.",
  },
  streamingTitle: { id: "features.streaming.title", defaultMessage: "Smooth streaming" },
  streamingBody: {
    id: "features.streaming.body",
    defaultMessage:
      "Servers with plenty of bandwidth keep films, sport and video calls smooth, and a server at home lets you watch your own subscriptions while you travel.",
  },
  devicesTitle: {
    id: "features.devices.title",
    defaultMessage: "{count, number} devices per account",
  },
  devicesBody: {
    id: "features.devices.body",
    defaultMessage:
      "Use mVPN on {count, number} devices at the same time, on any mix of phones, computers, browsers and TVs.",
  },
  speedTitle: { id: "features.speed.title", defaultMessage: "Fast connections" },
  speedBody: {
    id: "features.speed.body",
    defaultMessage:
      "The apps pick the fastest server near you, and WireGuard keeps the cost of encryption low, so browsing feels the same as without a VPN.",
  },
  supportTitle: { id: "features.support.title", defaultMessage: "Help from people" },
  supportBody: {
    id: "features.support.body",
    defaultMessage:
      "Our support team answers your questions by email, in English or Russian and in your language whenever we can, and helps you set up any device.",
  },

  compareTitle: { id: "features.compare.title", defaultMessage: "mVPN, a free VPN or no VPN?" },
  compareIntro: {
    id: "features.compare.intro",
    defaultMessage:
      "Free VPNs have to make money somewhere: often with ads, data caps or by selling what they learn about you. Here is how the three compare.",
  },
  colFeature: { id: "features.compare.feature", defaultMessage: "What you get" },
  colFree: { id: "features.compare.free", defaultMessage: "A free VPN" },
  colNone: { id: "features.compare.none", defaultMessage: "No VPN" },
  rowEncrypt: { id: "features.compare.encrypt", defaultMessage: "Encrypts your connection" },
  rowIp: { id: "features.compare.ip", defaultMessage: "Hides your IP address" },
  rowLogs: { id: "features.compare.logs", defaultMessage: "No logs of your activity" },
  rowKill: { id: "features.compare.kill", defaultMessage: "Kill switch" },
  rowSpeed: { id: "features.compare.speed", defaultMessage: "Fast enough for streaming" },
  rowAds: { id: "features.compare.ads", defaultMessage: "No ads, no data cap" },
  rowSupport: { id: "features.compare.support", defaultMessage: "Help from a support team" },
  yes: { id: "features.compare.yes", defaultMessage: "Yes" },
  no: { id: "features.compare.no", defaultMessage: "No" },
  limited: { id: "features.compare.limited", defaultMessage: "Limited" },
  closingTitle: { id: "features.closing.title", defaultMessage: "All of it, in every plan" },
  closingAction: { id: "features.closing.action", defaultMessage: "See plans" },
});

// Plain descriptors: some take values (`{count}`), which the typed ones refuse.
export const featuresMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
