import { AFFILIATE_COOKIES, DEVICE_COOKIE, LOCALE_COOKIE, TOKEN_COOKIE } from "./cookies";
import { SESSION_TAG_KEYS, STORAGE_KEY_PREFIXES, STORAGE_KEYS } from "./storage";

export type StorageArea = "cookie" | "localStorage" | "sessionStorage";

export interface StoredItem {
  /** The cookie name or storage key; for a prefix, the part before the id. */
  readonly key: string;
  readonly area: StorageArea;
  /** True when `key` is a prefix, followed by an id (a banner, a popup). */
  readonly prefix?: true;
}

/**
 * Every cookie and storage key the product writes in a visitor's browser, in
 * one list, so that the privacy policy can be held to it: a site test fails
 * when a locale's `policy.md` table leaves one out or names one that is gone.
 * A new key is added here, and the code takes its name from the constants above.
 */
export const STORED_ITEMS: readonly StoredItem[] = [
  { key: LOCALE_COOKIE, area: "cookie" },
  { key: TOKEN_COOKIE, area: "cookie" },
  { key: DEVICE_COOKIE, area: "cookie" },
  ...Object.values(AFFILIATE_COOKIES).map((key) => ({ key, area: "cookie" as const })),
  { key: STORAGE_KEYS.utmTags, area: "cookie" },
  { key: STORAGE_KEYS.acceptedCookies, area: "localStorage" },
  { key: STORAGE_KEYS.frontId, area: "localStorage" },
  { key: STORAGE_KEYS.userInfo, area: "localStorage" },
  { key: STORAGE_KEYS.userMessage, area: "localStorage" },
  { key: STORAGE_KEYS.typeDevice, area: "localStorage" },
  { key: STORAGE_KEY_PREFIXES.bannerClose, area: "localStorage", prefix: true },
  { key: STORAGE_KEY_PREFIXES.popupShown, area: "localStorage", prefix: true },
  { key: STORAGE_KEYS.utmTags, area: "sessionStorage" },
  ...SESSION_TAG_KEYS.map((key) => ({ key, area: "sessionStorage" as const })),
  { key: STORAGE_KEYS.inviteCode, area: "sessionStorage" },
  { key: STORAGE_KEYS.chunkReload, area: "sessionStorage" },
  { key: STORAGE_KEYS.compatReload, area: "sessionStorage" },
];

/** How the privacy policy writes an item's name: the key, and `*` for the id of a prefix. */
export function storedItemLabel(item: StoredItem): string {
  return item.prefix ? `${item.key}*` : item.key;
}
