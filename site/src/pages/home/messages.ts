import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  heroPlans: { id: "home.hero.plans", defaultMessage: "See plans" },
  heroDownload: { id: "home.hero.download", defaultMessage: "Download for {platform}" },
  heroChoosePlatform: { id: "home.hero.choosePlatform", defaultMessage: "Choose your platform" },
  heroNoLogs: { id: "home.hero.trustNoLogs", defaultMessage: "No-logs policy" },
  heroCountries: {
    id: "home.hero.trustCountries",
    defaultMessage: "Servers in {count, number} countries",
  },
  // The app's screen drawn in the hero (marketing/AppScreens.tsx).
  screenStatus: { id: "home.screen.status", defaultMessage: "Connected" },
  screenDetail: { id: "home.screen.detail", defaultMessage: "Your connection is encrypted" },
  screenIp: { id: "home.screen.ip", defaultMessage: "IP address" },
  screenDuration: { id: "home.screen.duration", defaultMessage: "Time connected" },

  benefitsTitle: { id: "home.benefits.title", defaultMessage: "What mVPN does for you" },
  privateTitle: {
    id: "home.benefits.private.title",
    defaultMessage: "Keeps your browsing private",
  },
  privateBody: {
    id: "home.benefits.private.body",
    defaultMessage:
      "Your provider, the Wi-Fi owner and the sites you visit no longer see your real IP address or what you do online.",
  },
  wifiTitle: { id: "home.benefits.wifi.title", defaultMessage: "Makes public Wi-Fi safe" },
  wifiBody: {
    id: "home.benefits.wifi.body",
    defaultMessage:
      "In cafés, hotels and airports, everything you send is encrypted before it leaves your device.",
  },
  travelTitle: { id: "home.benefits.travel.title", defaultMessage: "Brings home with you" },
  travelBody: {
    id: "home.benefits.travel.body",
    defaultMessage:
      "Abroad, connect to a server at home to reach your bank, your news and the services you pay for.",
  },
  devicesTitle: {
    id: "home.benefits.devices.title",
    defaultMessage: "Covers {count, number} devices",
  },
  devicesBody: {
    id: "home.benefits.devices.body",
    defaultMessage:
      "One account protects your phone, computer, browser and TV at the same time, with apps that connect in one tap.",
  },

  networkTitle: { id: "home.network.title", defaultMessage: "A server network built for speed" },
  networkIntro: {
    id: "home.network.intro",
    defaultMessage:
      "Connect near you for the fastest route, or pick the country you need. Every server uses the same encryption and keeps no logs.",
  },
  countries: { id: "home.network.countries", defaultMessage: "countries" },
  cities: { id: "home.network.cities", defaultMessage: "cities" },
  servers: { id: "home.network.servers", defaultMessage: "servers" },
  networkAll: { id: "home.network.all", defaultMessage: "See all server locations" },

  platformsTitle: { id: "home.platforms.title", defaultMessage: "Apps for every device you own" },
  platformsIntro: {
    id: "home.platforms.intro",
    defaultMessage:
      "Install mVPN on your phone, computer, browser or TV and sign in with the same account.",
  },

  pricingTitle: {
    id: "home.pricing.title",
    defaultMessage: "Privacy for less than a coffee a month",
  },
  pricingBody: {
    id: "home.pricing.body",
    defaultMessage: "Plans start at {price} a month, and longer plans save you up to {discount}.",
  },
  pricingAction: { id: "home.pricing.action", defaultMessage: "Compare plans" },

  trustTitle: { id: "home.trust.title", defaultMessage: "Why people trust mVPN" },
  noLogsTitle: { id: "home.trust.noLogs.title", defaultMessage: "A strict no-logs policy" },
  noLogsBody: {
    id: "home.trust.noLogs.body",
    defaultMessage:
      "We never record the sites you visit, the files you download or the content of your traffic.",
  },
  moneyBackTitle: {
    id: "home.trust.moneyBack.title",
    defaultMessage: "{days, number}-day money-back guarantee",
  },
  moneyBackBody: {
    id: "home.trust.moneyBack.body",
    defaultMessage:
      "Try mVPN on all your devices. If it is not for you, ask for a refund within {days, number} days.",
  },

  faqEncryptQ: { id: "home.faq.encrypt.q", defaultMessage: "What does a VPN actually do?" },
  faqEncryptA: {
    id: "home.faq.encrypt.a",
    defaultMessage:
      "It encrypts the connection between your device and one of our servers, and the sites you visit see the server's IP address instead of yours. Your provider and the network you are on see only that you use a VPN.",
  },
  faqSlowQ: { id: "home.faq.slow.q", defaultMessage: "Will mVPN slow down my connection?" },
  faqSlowA: {
    id: "home.faq.slow.a",
    defaultMessage:
      "Encryption costs a little speed, usually too little to notice on a nearby server. The apps choose the fastest server for you, and you can pick another at any time.",
  },
  faqLogsQ: { id: "home.faq.logs.q", defaultMessage: "Do you keep logs of what I do?" },
  faqLogsA: {
    id: "home.faq.logs.a",
    defaultMessage:
      "No. We do not record the sites you visit, your traffic or your DNS requests. We keep only what we need to run your account, such as your email address and your subscription.",
  },
  faqRefundQ: { id: "home.faq.refund.q", defaultMessage: "Can I get my money back?" },
  faqRefundA: {
    id: "home.faq.refund.a",
    defaultMessage:
      "Yes. Every plan comes with a {days, number}-day money-back guarantee: contact support within {days, number} days of your purchase and we refund you.",
  },
  faqLegalQ: { id: "home.faq.legal.q", defaultMessage: "Is it legal to use a VPN?" },
  faqLegalA: {
    id: "home.faq.legal.a",
    defaultMessage:
      "In most countries, yes. A few restrict VPNs, so check the law where you are. Whatever the country, a VPN does not make illegal activity legal.",
  },
});

// Plain descriptors: several take values (`{days}`, `{count}`), which the typed ones refuse.
export const homeMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
