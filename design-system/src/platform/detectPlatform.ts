import Bowser from "bowser";
import type { DetectedPlatform } from "./platforms";

export interface DetectPlatformOptions {
  /**
   * `navigator.maxTouchPoints`. iPadOS asks for desktop sites and sends a
   * Mac user agent; only its touch screen tells it from a Mac.
   */
  maxTouchPoints?: number;
}

// TV systems first: their browsers often claim Linux, Android or Safari as well.
const SAMSUNG_TV = /tizen.*\b(?:smart-?tv|tv)\b|\bsmart-?tv\b.*tizen|\bsmarthub\b/i;
const LG_TV = /\bweb[o0]s\b|\bnetcast\b/i;
const APPLE_TV = /apple ?tv|\btvos\b/i;
// On an Android user agent: TV boxes and TV sets (Sony, Nvidia Shield, Fire TV, Mi Box, Chromecast).
const ANDROID_TV =
  /android ?tv|google ?tv|\bbravia\b|\baft[a-z]{1,4}\b|mibox|chromecast|\bsmart-?tv\b|\btv\b/i;

/**
 * The platform whose app the download button offers (SPEC.md §1: "The
 * download link offered follows the detected operating system"), from the
 * user agent, parsed by bowser.
 *
 * Decisions:
 * - TVs are told apart by their own markers (Tizen → Samsung, webOS/NetCast
 *   → LG, tvOS → Apple TV, Android with a TV marker → Android TV).
 * - An iPad in desktop mode says "Macintosh": with touch points it is iOS.
 * - "chrome" means the Chrome browser extension. It is offered where no
 *   native app is: Chrome OS, and Linux in a Chromium-based browser (Chrome,
 *   Chromium, Edge, Brave, Opera, Vivaldi all install Chrome Web Store
 *   extensions). Chrome on Windows or a Mac gets the native app first.
 * - Anything else (Linux with Firefox, Windows Phone, bots, an empty
 *   string) is "unknown".
 */
export function detectPlatform(
  userAgent: string,
  { maxTouchPoints = 0 }: DetectPlatformOptions = {},
): DetectedPlatform {
  if (!userAgent.trim()) return "unknown";
  if (SAMSUNG_TV.test(userAgent)) return "samsung-tv";
  if (LG_TV.test(userAgent)) return "lg-tv";
  if (APPLE_TV.test(userAgent)) return "apple-tv";

  const parsed = Bowser.parse(userAgent);
  const os = parsed.os.name ?? "";
  if (os === "Android") return ANDROID_TV.test(userAgent) ? "android-tv" : "android";
  if (os === "iOS") return "ios";
  if (os === "macOS") return maxTouchPoints > 1 ? "ios" : "macos";
  if (os === "Windows") return "windows";
  if (os === "Chrome OS") return "chrome";
  if (os === "Linux" && parsed.engine.name === "Blink") return "chrome";
  return "unknown";
}
