import type { MessageKey } from "../i18n/catalog";
import { useMessages } from "../i18n/messages";
import { platformMessages } from "./intl/catalog.gen";
import type { Platform } from "./platforms";

/**
 * The message key of a platform's name. Brand names stay in Latin script;
 * TV names follow how each market says it, in a form that needs no
 * declension after the preposition of "Download for {platform}".
 */
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
} as const satisfies Record<Platform, MessageKey<typeof platformMessages>>;

/** A function giving each platform's name in the page's language. */
export function usePlatformName(): (platform: Platform) => string {
  const t = useMessages(platformMessages);
  return (platform) => t(PLATFORM_NAME_KEY[platform]);
}
