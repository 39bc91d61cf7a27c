import { defineMessages, type MessageDescriptor } from "react-intl";

const messages = defineMessages({
  crumb: { id: "vpn-for-social-media.crumb", defaultMessage: "VPN for social media" },
  listTitle: { id: "vpn-for-social-media.list.title", defaultMessage: "Pick your app" },
  listIntro: {
    id: "vpn-for-social-media.list.intro",
    defaultMessage:
      "What a VPN changes for each service, what it cannot change, and how to set it up.",
  },
  helpsTitle: { id: "vpn-for-social-media.helps.title", defaultMessage: "Where a VPN helps" },
  helpsBody: {
    id: "vpn-for-social-media.helps.body",
    defaultMessage:
      "On public Wi-Fi it encrypts your logins and messages before they leave your device. When you travel, it lets you reach your accounts from networks that block them. Everywhere, it keeps your IP address away from the sites and people you connect to.",
  },
  limitsTitle: {
    id: "vpn-for-social-media.limits.title",
    defaultMessage: "What a VPN does not do",
  },
  limitsBody: {
    id: "vpn-for-social-media.limits.body",
    defaultMessage:
      "A VPN does not make you anonymous to the platform you sign in to: it still knows your account, your contacts and what you post. Each service's rules and terms of service apply on every server, and the law of the country you are in still applies to you.",
  },
  othersTitle: { id: "vpn-for-social-media.others", defaultMessage: "Other apps" },
});

export const socialMessages = messages as Record<keyof typeof messages, MessageDescriptor>;
