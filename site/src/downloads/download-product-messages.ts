import { defineMessages, type MessageDescriptor } from "react-intl";
import type { DownloadProduct } from "../app/routing/site-pages";

/** Each page's one-line card description and its own requirement. */
export const productMessages: Record<
  DownloadProduct,
  { card: MessageDescriptor; requirement: MessageDescriptor }
> = {
  windows: defineMessages({
    card: {
      id: "download.windows.card",
      defaultMessage: "For Windows 10 and 11 PCs, with installers for x64 and Arm.",
    },
    requirement: {
      id: "download.windows.requirement",
      defaultMessage: "About 200 MB of free disk space, and permission to install apps on the PC",
    },
  }),
  mac: defineMessages({
    card: {
      id: "download.mac.card",
      defaultMessage: "One app for Macs with Apple silicon and Intel.",
    },
    requirement: {
      id: "download.mac.requirement",
      defaultMessage: "About 150 MB of free disk space, and your password once to allow the VPN",
    },
  }),
  ios: defineMessages({
    card: { id: "download.ios.card", defaultMessage: "For iPhone and iPad, from the App Store." },
    requirement: {
      id: "download.ios.requirement",
      defaultMessage: "An Apple Account signed in to the App Store",
    },
  }),
  android: defineMessages({
    card: {
      id: "download.android.card",
      defaultMessage: "For Android phones and tablets, from Google Play.",
    },
    requirement: {
      id: "download.android.requirement",
      defaultMessage: "A Google account signed in to Google Play",
    },
  }),
  chrome: defineMessages({
    card: {
      id: "download.chrome.card",
      defaultMessage: "A browser extension for Chrome, Edge, Brave and ChromeOS.",
    },
    requirement: {
      id: "download.chrome.requirement",
      defaultMessage:
        "Chrome or another browser that installs extensions from the Chrome Web Store",
    },
  }),
  "smart-tv": defineMessages({
    card: {
      id: "download.smart-tv.card",
      defaultMessage: "For Android TV and Google TV sets and boxes.",
    },
    requirement: {
      id: "download.smart-tv.requirement",
      defaultMessage: "A Google account signed in to Google Play on the TV",
    },
  }),
  "apple-tv": defineMessages({
    card: { id: "download.apple-tv.card", defaultMessage: "For Apple TV HD and Apple TV 4K." },
    requirement: {
      id: "download.apple-tv.requirement",
      defaultMessage: "An Apple Account signed in to the App Store on the Apple TV",
    },
  }),
  "samsung-tv": defineMessages({
    card: { id: "download.samsung-tv.card", defaultMessage: "For Samsung smart TVs from 2021 on." },
    requirement: {
      id: "download.samsung-tv.requirement",
      defaultMessage: "A Samsung account signed in on the TV",
    },
  }),
  "lg-tv": defineMessages({
    card: { id: "download.lg-tv.card", defaultMessage: "For LG smart TVs from 2021 on." },
    requirement: {
      id: "download.lg-tv.requirement",
      defaultMessage: "An LG account signed in on the TV",
    },
  }),
};
