import { defineMessages, useMessages } from "../i18n/messages";
import type { Platform } from "./platforms";

/**
 * Platform names as a page shows them, alone ("Other platforms" list) and
 * inside "Download for {platform}". Brand names stay in Latin script; TV
 * names follow how each market says it, in a form that needs no declension
 * after the preposition of "Download for".
 */
export const platformMessages = defineMessages({
  en: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "LG TV",
    samsungTv: "Samsung TV",
  },
  ar: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "LG TV",
    samsungTv: "Samsung TV",
  },
  de: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "LG Smart TV",
    samsungTv: "Samsung Smart TV",
  },
  es: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "Smart TV LG",
    samsungTv: "Smart TV Samsung",
  },
  fr: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "Smart TV LG",
    samsungTv: "Smart TV Samsung",
  },
  it: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "Smart TV LG",
    samsungTv: "Smart TV Samsung",
  },
  ja: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "LG スマートテレビ",
    samsungTv: "Samsung スマートテレビ",
  },
  nl: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "LG Smart TV",
    samsungTv: "Samsung Smart TV",
  },
  pl: {
    windows: "Windows",
    macos: "macOS",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "LG Smart TV",
    samsungTv: "Samsung Smart TV",
  },
  pt: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "Smart TV LG",
    samsungTv: "Smart TV Samsung",
  },
  ru: {
    windows: "Windows",
    macos: "Mac",
    ios: "iOS",
    android: "Android",
    chrome: "Chrome",
    androidTv: "Android TV",
    appleTv: "Apple TV",
    lgTv: "LG Smart TV",
    samsungTv: "Samsung Smart TV",
  },
});

type PlatformMessageKey = keyof (typeof platformMessages)["en"];

/** The message key of a platform's name. */
export const PLATFORM_NAME_KEY = {
  windows: "windows",
  macos: "macos",
  ios: "ios",
  android: "android",
  chrome: "chrome",
  "android-tv": "androidTv",
  "apple-tv": "appleTv",
  "lg-tv": "lgTv",
  "samsung-tv": "samsungTv",
} as const satisfies Record<Platform, PlatformMessageKey>;

/** A function giving each platform's name in the page's language. */
export function usePlatformName(): (platform: Platform) => string {
  const messages = useMessages(platformMessages);
  return (platform) => messages[PLATFORM_NAME_KEY[platform]];
}
