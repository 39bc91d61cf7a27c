import { defineMessages } from "react-intl";
import type { IntroMessages } from "../../app/PageIntro";
import type { DownloadProduct } from "../../app/routing/site-pages";

export const downloadIntro = defineMessages({
  metaTitle: { id: "download.meta.title", defaultMessage: "Download mVPN for every device" },
  metaDescription: {
    id: "download.meta.description",
    defaultMessage:
      "Get mVPN for Windows, macOS, iOS, Android, Chrome, Apple TV and Android TV, Samsung and LG smart TVs. One account works on every one of them.",
  },
  title: { id: "download.hero.title", defaultMessage: "Get mVPN on every device" },
  body: {
    id: "download.hero.body",
    defaultMessage:
      "Apps for your computer, phone, browser and TV. Install them where you need them and log in with one account.",
  },
  primary: { id: "download.hero.primary", defaultMessage: "See plans" },
}) satisfies IntroMessages;

export const downloadProductIntros: Record<DownloadProduct, IntroMessages> = {
  android: defineMessages({
    metaTitle: {
      id: "download.android.meta.title",
      defaultMessage: "mVPN for Android: download the VPN app",
    },
    metaDescription: {
      id: "download.android.meta.description",
      defaultMessage:
        "Download mVPN for Android phones and tablets from Google Play. Encrypt every connection on Wi-Fi and mobile data, with servers in 14 countries.",
    },
    title: { id: "download.android.hero.title", defaultMessage: "mVPN for Android" },
    body: {
      id: "download.android.hero.body",
      defaultMessage:
        "Protect your Android phone and tablet on any Wi-Fi or mobile network. Connect in one tap to servers in 14 countries.",
    },
    primary: { id: "download.android.hero.primary", defaultMessage: "Download for Android" },
    secondary: { id: "download.android.hero.secondary", defaultMessage: "See plans" },
  }),
  "apple-tv": defineMessages({
    metaTitle: {
      id: "download.apple-tv.meta.title",
      defaultMessage: "mVPN for Apple TV: download the VPN app",
    },
    metaDescription: {
      id: "download.apple-tv.meta.description",
      defaultMessage:
        "Get mVPN on your Apple TV from the App Store. Use the account you already have and choose from servers in 14 countries, right from your sofa.",
    },
    title: { id: "download.apple-tv.hero.title", defaultMessage: "mVPN for Apple TV" },
    body: {
      id: "download.apple-tv.hero.body",
      defaultMessage:
        "Install mVPN from the App Store on your Apple TV, log in with your account and pick a server with the remote.",
    },
    primary: { id: "download.apple-tv.hero.primary", defaultMessage: "Download for Apple TV" },
    secondary: { id: "download.apple-tv.hero.secondary", defaultMessage: "See plans" },
  }),
  chrome: defineMessages({
    metaTitle: {
      id: "download.chrome.meta.title",
      defaultMessage: "mVPN for Chrome: add the VPN extension",
    },
    metaDescription: {
      id: "download.chrome.meta.description",
      defaultMessage:
        "Add the mVPN extension to Chrome from the Chrome Web Store. Protect your browsing and switch between servers in 14 countries in one click.",
    },
    title: { id: "download.chrome.hero.title", defaultMessage: "mVPN for Chrome" },
    body: {
      id: "download.chrome.hero.body",
      defaultMessage:
        "Protect your browsing with the mVPN extension. Log in with your account and switch servers right from the toolbar.",
    },
    primary: { id: "download.chrome.hero.primary", defaultMessage: "Add to Chrome" },
    secondary: { id: "download.chrome.hero.secondary", defaultMessage: "See plans" },
  }),
  ios: defineMessages({
    metaTitle: {
      id: "download.ios.meta.title",
      defaultMessage: "mVPN for iPhone and iPad: download the VPN app",
    },
    metaDescription: {
      id: "download.ios.meta.description",
      defaultMessage:
        "Download mVPN for iPhone and iPad from the App Store. Encrypt every connection on Wi-Fi and mobile data, with servers in 14 countries.",
    },
    title: { id: "download.ios.hero.title", defaultMessage: "mVPN for iPhone and iPad" },
    body: {
      id: "download.ios.hero.body",
      defaultMessage:
        "Protect your iPhone and iPad on any Wi-Fi or mobile network. Connect in one tap to servers in 14 countries.",
    },
    primary: { id: "download.ios.hero.primary", defaultMessage: "Download for iOS" },
    secondary: { id: "download.ios.hero.secondary", defaultMessage: "See plans" },
  }),
  "lg-tv": defineMessages({
    metaTitle: {
      id: "download.lg-tv.meta.title",
      defaultMessage: "mVPN for LG TV: get the VPN app",
    },
    metaDescription: {
      id: "download.lg-tv.meta.description",
      defaultMessage:
        "Install mVPN on your LG smart TV from the LG Content Store. Log in with the account you already have and choose from servers in 14 countries.",
    },
    title: { id: "download.lg-tv.hero.title", defaultMessage: "mVPN for LG TV" },
    body: {
      id: "download.lg-tv.hero.body",
      defaultMessage:
        "Open the LG Content Store on your TV, search for mVPN and log in with your account.",
    },
    primary: { id: "download.lg-tv.hero.primary", defaultMessage: "Download for LG TV" },
    secondary: { id: "download.lg-tv.hero.secondary", defaultMessage: "See plans" },
  }),
  mac: defineMessages({
    metaTitle: {
      id: "download.mac.meta.title",
      defaultMessage: "mVPN for Mac: download the VPN app for macOS",
    },
    metaDescription: {
      id: "download.mac.meta.description",
      defaultMessage:
        "Download mVPN for macOS. Encrypt your Mac's connection at home and on public Wi-Fi, and connect to servers in 14 countries in one click.",
    },
    title: { id: "download.mac.hero.title", defaultMessage: "mVPN for Mac" },
    body: {
      id: "download.mac.hero.body",
      defaultMessage:
        "Protect your Mac at home, at work and on public Wi-Fi. Install the app, log in and connect in one click.",
    },
    primary: { id: "download.mac.hero.primary", defaultMessage: "Download for Mac" },
    secondary: { id: "download.mac.hero.secondary", defaultMessage: "See plans" },
  }),
  "samsung-tv": defineMessages({
    metaTitle: {
      id: "download.samsung-tv.meta.title",
      defaultMessage: "mVPN for Samsung TV: get the VPN app",
    },
    metaDescription: {
      id: "download.samsung-tv.meta.description",
      defaultMessage:
        "Install mVPN on your Samsung smart TV from the TV's app store. Log in with the account you already have and choose from servers in 14 countries.",
    },
    title: { id: "download.samsung-tv.hero.title", defaultMessage: "mVPN for Samsung TV" },
    body: {
      id: "download.samsung-tv.hero.body",
      defaultMessage:
        "Open the app store on your Samsung TV, search for mVPN and log in with your account.",
    },
    primary: { id: "download.samsung-tv.hero.primary", defaultMessage: "Download for Samsung TV" },
    secondary: { id: "download.samsung-tv.hero.secondary", defaultMessage: "See plans" },
  }),
  "smart-tv": defineMessages({
    metaTitle: {
      id: "download.smart-tv.meta.title",
      defaultMessage: "mVPN for smart TVs: Android TV, Samsung and LG",
    },
    metaDescription: {
      id: "download.smart-tv.meta.description",
      defaultMessage:
        "Get mVPN on your smart TV: apps for Android TV, Samsung and LG TVs and Apple TV. One account covers your TV, phone and computer.",
    },
    title: { id: "download.smart-tv.hero.title", defaultMessage: "mVPN for smart TVs" },
    body: {
      id: "download.smart-tv.hero.body",
      defaultMessage:
        "Apps for Android TV, Samsung and LG TVs and Apple TV. Install the one for your TV and log in with your account.",
    },
    primary: { id: "download.smart-tv.hero.primary", defaultMessage: "Download for Android TV" },
    secondary: { id: "download.smart-tv.hero.secondary", defaultMessage: "See plans" },
  }),
  windows: defineMessages({
    metaTitle: {
      id: "download.windows.meta.title",
      defaultMessage: "mVPN for Windows: download the VPN app",
    },
    metaDescription: {
      id: "download.windows.meta.description",
      defaultMessage:
        "Download mVPN for Windows. Encrypt your PC's connection at home and on public Wi-Fi, and connect to servers in 14 countries in one click.",
    },
    title: { id: "download.windows.hero.title", defaultMessage: "mVPN for Windows" },
    body: {
      id: "download.windows.hero.body",
      defaultMessage:
        "Protect your PC at home, at work and on public Wi-Fi. Install the app, log in and connect in one click.",
    },
    primary: { id: "download.windows.hero.primary", defaultMessage: "Download for Windows" },
    secondary: { id: "download.windows.hero.secondary", defaultMessage: "See plans" },
  }),
};
