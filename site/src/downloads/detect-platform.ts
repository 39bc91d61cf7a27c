import type { DetectedPlatform } from "@mvpn/design-system";
import { DOWNLOAD_PAGE_BY_PLATFORM, type DownloadProduct } from "../app/routing/site-pages";
import { detectPlatform as platformOf } from "../state/detect-device";
import type { Arch } from "./downloads.config";

/**
 * User-agent client hints (Chromium browsers), as
 * `navigator.userAgentData.getHighEntropyValues(['platform', 'architecture',
 * 'bitness', 'model'])` answers them, with `navigator.maxTouchPoints`.
 */
export interface PlatformHints {
  platform?: string;
  /** "x86" or "arm". */
  architecture?: string;
  /** "64" or "32". */
  bitness?: string;
  /** The device model on Android ("Pixel 8", "SHIELD Android TV", "BRAVIA 4K VH2"). */
  model?: string;
  maxTouchPoints?: number;
}

export interface DetectedDownload {
  platform: DetectedPlatform;
  /** The download page whose app is the primary download; null shows every platform alike. */
  product: DownloadProduct | null;
  /** The build to offer first where the product has several (Windows), "universal" on a Mac. */
  arch: Arch | null;
}

/** Arm in a user-agent string (Linux and some Windows browsers say it; Chromium on Windows says "Win64; x64" on Arm too). */
const ARM_UA = /\b(?:arm64|aarch64|armv8)\b/i;

/**
 * The primary download for a browser (SPEC.md §1: "The download link offered
 * follows the detected operating system"). Client hints win where the browser
 * sends them; the user-agent string is read otherwise (state/detect-device.ts,
 * the site's one parser, holds the platform rules).
 *
 * Decisions (the vectors in site/test/fixtures/platform-vectors.json):
 * - iPadOS 13+ asks for desktop sites with a Mac user agent; with more than
 *   one touch point it is an iPad, so the iOS app (Macs have no touch screen).
 * - Android with a TV marker in the user agent or the model hint (Android TV,
 *   Google TV, BRAVIA, Fire TV "AFT…", SHIELD, Mi Box) → the Android TV app
 *   (the smart-tv page).
 * - ChromeOS, and Linux in a Chromium browser → the Chrome extension: there is
 *   no native Linux app, and those browsers install Web Store extensions.
 *   Linux with another browser → no primary: every platform alike.
 * - Tizen → Samsung TV, webOS → LG TV, tvOS → Apple TV.
 * - Windows architecture: the `architecture` hint ("arm" → arm64) where sent,
 *   otherwise an Arm marker in the string, otherwise x64 (which Windows 11 on
 *   Arm also runs, emulated). A Mac gets the universal build.
 */
export function detectPlatform({
  ua,
  hints = {},
}: {
  ua: string;
  hints?: PlatformHints;
}): DetectedDownload {
  // The model hint joins the string for the TV markers (a TV box's browser may not name itself).
  const userAgent = hints.model ? `${ua} (${hints.model})` : ua;
  const platform = platformOf({
    userAgent,
    ...(hints.maxTouchPoints !== undefined ? { maxTouchPoints: hints.maxTouchPoints } : {}),
    ...(hints.platform ? { platform: hints.platform } : {}),
  });
  const product = platform === "unknown" ? null : DOWNLOAD_PAGE_BY_PLATFORM[platform];
  return { platform, product, arch: archOf(platform, ua, hints) };
}

function archOf(platform: DetectedPlatform, ua: string, hints: PlatformHints): Arch | null {
  if (platform === "macos") return "universal";
  if (platform !== "windows") return null;
  if (hints.architecture) return hints.architecture === "arm" ? "arm64" : "x64";
  return ARM_UA.test(ua) ? "arm64" : "x64";
}

interface NavigatorUaData {
  platform?: string;
  getHighEntropyValues?: (hints: string[]) => Promise<Partial<Record<string, unknown>>>;
}

/** This browser's answer: the string, touch points and, where it has them, the high-entropy hints. */
export async function detectThisBrowser(
  nav: Navigator & { userAgentData?: NavigatorUaData } = navigator,
): Promise<DetectedDownload> {
  const hints: PlatformHints = { maxTouchPoints: nav.maxTouchPoints };
  const data = nav.userAgentData;
  if (data?.platform) hints.platform = data.platform;
  try {
    const values = await data?.getHighEntropyValues?.([
      "platform",
      "architecture",
      "bitness",
      "model",
    ]);
    for (const key of ["platform", "architecture", "bitness", "model"] as const) {
      const value = values?.[key];
      if (typeof value === "string" && value) hints[key] = value;
    }
  } catch {
    // A browser may refuse high-entropy hints: the low-entropy platform and the string remain.
  }
  return detectPlatform({ ua: nav.userAgent, hints });
}
