import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";
import type { SocialMediaUseCase } from "../../app/routing/site-pages";

export const socialMediaIntro = defineMessages({
  metaTitle: {
    id: "vpn-for-social-media.meta.title",
    defaultMessage: "VPN for social media: stay private on every app | mVPN",
  },
  metaDescription: {
    id: "vpn-for-social-media.meta.description",
    defaultMessage:
      "Use Facebook, Instagram, TikTok, WhatsApp, YouTube and X more privately: mVPN encrypts your connection and keeps your IP address to yourself.",
  },
  title: { id: "vpn-for-social-media.hero.title", defaultMessage: "A VPN for your social apps" },
  body: {
    id: "vpn-for-social-media.hero.body",
    defaultMessage:
      "Post, chat and watch with your connection encrypted and your IP address hidden, on any network you join.",
  },
  primary: { id: "vpn-for-social-media.hero.primary", defaultMessage: "See plans" },
  secondary: { id: "vpn-for-social-media.hero.secondary", defaultMessage: "Download the app" },
}) satisfies IntroMessages;

export const socialMediaIntros: Record<SocialMediaUseCase, IntroMessages> = {
  facebook: defineMessages({
    metaTitle: {
      id: "vpn-for-social-media.facebook.meta.title",
      defaultMessage: "VPN for Facebook: browse and post privately | mVPN",
    },
    metaDescription: {
      id: "vpn-for-social-media.facebook.meta.description",
      defaultMessage:
        "Use Facebook with mVPN to keep your IP address private and your connection encrypted, at home, at work, on public Wi-Fi and when you travel abroad.",
    },
    title: { id: "vpn-for-social-media.facebook.hero.title", defaultMessage: "A VPN for Facebook" },
    body: {
      id: "vpn-for-social-media.facebook.hero.body",
      defaultMessage:
        "Scroll, post and message with your connection encrypted and your IP address hidden, on any network you use.",
    },
    primary: { id: "vpn-for-social-media.facebook.hero.primary", defaultMessage: "See plans" },
    secondary: {
      id: "vpn-for-social-media.facebook.hero.secondary",
      defaultMessage: "Download the app",
    },
  }),
  instagram: defineMessages({
    metaTitle: {
      id: "vpn-for-social-media.instagram.meta.title",
      defaultMessage: "VPN for Instagram: share and scroll privately | mVPN",
    },
    metaDescription: {
      id: "vpn-for-social-media.instagram.meta.description",
      defaultMessage:
        "Use Instagram with mVPN: keep your IP address private and your photos, stories and messages on an encrypted connection, even on public Wi-Fi.",
    },
    title: {
      id: "vpn-for-social-media.instagram.hero.title",
      defaultMessage: "A VPN for Instagram",
    },
    body: {
      id: "vpn-for-social-media.instagram.hero.body",
      defaultMessage:
        "Share photos and stories with your connection encrypted and your IP address hidden, at home or on the go.",
    },
    primary: { id: "vpn-for-social-media.instagram.hero.primary", defaultMessage: "See plans" },
    secondary: {
      id: "vpn-for-social-media.instagram.hero.secondary",
      defaultMessage: "Download the app",
    },
  }),
  tiktok: defineMessages({
    metaTitle: {
      id: "vpn-for-social-media.tiktok.meta.title",
      defaultMessage: "VPN for TikTok: watch and post privately | mVPN",
    },
    metaDescription: {
      id: "vpn-for-social-media.tiktok.meta.description",
      defaultMessage:
        "Use TikTok with mVPN to keep your IP address private and your connection encrypted while you watch and post, on Wi-Fi, mobile data and abroad.",
    },
    title: { id: "vpn-for-social-media.tiktok.hero.title", defaultMessage: "A VPN for TikTok" },
    body: {
      id: "vpn-for-social-media.tiktok.hero.body",
      defaultMessage:
        "Watch and post with your connection encrypted and your IP address hidden, wherever you are.",
    },
    primary: { id: "vpn-for-social-media.tiktok.hero.primary", defaultMessage: "See plans" },
    secondary: {
      id: "vpn-for-social-media.tiktok.hero.secondary",
      defaultMessage: "Download the app",
    },
  }),
  whatsapp: defineMessages({
    metaTitle: {
      id: "vpn-for-social-media.whatsapp.meta.title",
      defaultMessage: "VPN for WhatsApp: chat and call privately | mVPN",
    },
    metaDescription: {
      id: "vpn-for-social-media.whatsapp.meta.description",
      defaultMessage:
        "Use WhatsApp with mVPN to keep your IP address private and your messages and calls on an encrypted connection, on hotel, airport and café Wi-Fi.",
    },
    title: { id: "vpn-for-social-media.whatsapp.hero.title", defaultMessage: "A VPN for WhatsApp" },
    body: {
      id: "vpn-for-social-media.whatsapp.hero.body",
      defaultMessage:
        "Message and call with your IP address hidden and your connection encrypted, even on public Wi-Fi.",
    },
    primary: { id: "vpn-for-social-media.whatsapp.hero.primary", defaultMessage: "See plans" },
    secondary: {
      id: "vpn-for-social-media.whatsapp.hero.secondary",
      defaultMessage: "Download the app",
    },
  }),
  youtube: defineMessages({
    metaTitle: {
      id: "vpn-for-social-media.youtube.meta.title",
      defaultMessage: "VPN for YouTube: watch privately anywhere | mVPN",
    },
    metaDescription: {
      id: "vpn-for-social-media.youtube.meta.description",
      defaultMessage:
        "Watch YouTube with mVPN on your phone, computer or TV: keep your IP address private and your connection encrypted, at home and when you travel.",
    },
    title: { id: "vpn-for-social-media.youtube.hero.title", defaultMessage: "A VPN for YouTube" },
    body: {
      id: "vpn-for-social-media.youtube.hero.body",
      defaultMessage:
        "Watch on your phone, computer or TV with your connection encrypted and your IP address hidden.",
    },
    primary: { id: "vpn-for-social-media.youtube.hero.primary", defaultMessage: "See plans" },
    secondary: {
      id: "vpn-for-social-media.youtube.hero.secondary",
      defaultMessage: "Download the app",
    },
  }),
  x: defineMessages({
    metaTitle: {
      id: "vpn-for-social-media.x.meta.title",
      defaultMessage: "VPN for X (Twitter): post and read privately | mVPN",
    },
    metaDescription: {
      id: "vpn-for-social-media.x.meta.description",
      defaultMessage:
        "Use X, formerly Twitter, with mVPN to keep your IP address private and your connection encrypted while you read and post, on any network.",
    },
    title: { id: "vpn-for-social-media.x.hero.title", defaultMessage: "A VPN for X" },
    body: {
      id: "vpn-for-social-media.x.hero.body",
      defaultMessage:
        "Read, post and follow the news with your connection encrypted and your IP address hidden.",
    },
    primary: { id: "vpn-for-social-media.x.hero.primary", defaultMessage: "See plans" },
    secondary: { id: "vpn-for-social-media.x.hero.secondary", defaultMessage: "Download the app" },
  }),
};
