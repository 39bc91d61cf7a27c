/**
 * The platforms the product has apps for (SPEC.md §1 and §2: Mac OS, iOS,
 * Android, Windows, Chrome and the smart-TV platforms), in the order a
 * platform list shows them.
 */
export const PLATFORMS = [
  "windows",
  "macos",
  "ios",
  "android",
  "chrome",
  "android-tv",
  "apple-tv",
  "lg-tv",
  "samsung-tv",
] as const;

export type Platform = (typeof PLATFORMS)[number];

/** A detected platform (the site detects it): a platform, or "unknown" (Linux with Firefox, a bot, no user agent). */
export type DetectedPlatform = Platform | "unknown";

export const isPlatform = (value: string): value is Platform =>
  (PLATFORMS as readonly string[]).includes(value);
