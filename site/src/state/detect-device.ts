import type { DetectedPlatform } from "@mvpn/design-system";
import UAParser from "ua-parser-js";
import { localStore } from "../storage/expiring-storage";
import { TYPE_DEVICE_KEY } from "../storage/storage-keys";
import { type DeviceInfo, type DeviceState, deviceState, type TypeDevice } from "./device";

/**
 * What the browser tells about its system. The one user-agent parser of the
 * site (ua-parser-js, about 7 kB, loaded by start-up only) reads the string;
 * client hints win where the browser sends them.
 */
export interface DeviceHints {
  userAgent: string;
  /** iPadOS reports a Mac user agent; a touch screen tells them apart. */
  maxTouchPoints?: number;
  /**
   * `navigator.userAgentData.platform` (client hints, Chromium browsers):
   * "Windows", "macOS", "Android", "Chrome OS", "Linux". Browsers freeze the
   * system in their user-agent string; this hint is not frozen.
   */
  platform?: string;
}

/** Client hints' platform names → ua-parser-js's OS names, so both feed the same rules. */
const OS_BY_HINT: Readonly<Record<string, string>> = {
  Windows: "Windows",
  macOS: "Mac OS",
  Android: "Android",
  "Chrome OS": "Chromium OS",
  "Chromium OS": "Chromium OS",
  Linux: "Linux",
  iOS: "iOS",
};

interface ParsedSystem {
  /** ua-parser-js's OS name after the iPad rule: "iOS", "Mac OS", "Windows", … */
  os: string;
  version: string;
  isIos: boolean;
  engine: string;
}

/**
 * The one reading of the browser: the OS from the client hint or the user
 * agent, and the iPad rule (a "Mac" with more than one touch point is an
 * iPad asking for desktop sites).
 */
function parseSystem({ userAgent, maxTouchPoints = 0, platform }: DeviceHints): ParsedSystem {
  const parser = new UAParser(userAgent);
  const os = parser.getOS();
  const hinted = platform ? OS_BY_HINT[platform] : undefined;
  const name = hinted ?? os.name ?? "";
  const isIos = name === "iOS" || (name === "Mac OS" && maxTouchPoints > 1);
  return {
    os: isIos ? "iOS" : name,
    version: os.version ?? "",
    isIos,
    engine: parser.getEngine().name ?? "",
  };
}

/** SPEC.md §3 "Device": `os_name`, `os_version`, `isIos`. */
export function detectDevice(hints: DeviceHints): DeviceInfo {
  const system = parseSystem(hints);
  return { os_name: system.os, os_version: system.version, isIos: system.isIos };
}

// TV systems first: their browsers often claim Linux, Android or Safari as well.
const SAMSUNG_TV = /tizen.*\b(?:smart-?tv|tv)\b|\bsmart-?tv\b.*tizen|\bsmarthub\b/i;
const LG_TV = /\bweb[o0]s\b|\bnetcast\b/i;
const APPLE_TV = /apple ?tv|\btvos\b/i;
// On an Android user agent: TV boxes and TV sets (Sony, Nvidia Shield, Fire TV, Mi Box, Chromecast).
const ANDROID_TV =
  /android ?tv|google ?tv|\bbravia\b|\baft[a-z]{1,4}\b|mibox|chromecast|\bsmart-?tv\b|\btv\b/i;

const PLATFORM_BY_OS: Readonly<Record<string, DetectedPlatform>> = {
  iOS: "ios",
  "Mac OS": "macos",
  Windows: "windows",
  "Chromium OS": "chrome",
};

/**
 * The platform whose app the download button offers (SPEC.md §1: "The
 * download link offered follows the detected operating system").
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
export function detectPlatform(hints: DeviceHints): DetectedPlatform {
  const { userAgent } = hints;
  if (!userAgent.trim() && !hints.platform) return "unknown";
  if (SAMSUNG_TV.test(userAgent)) return "samsung-tv";
  if (LG_TV.test(userAgent)) return "lg-tv";
  if (APPLE_TV.test(userAgent)) return "apple-tv";
  if (/windows phone/i.test(userAgent)) return "unknown";

  const system = parseSystem(hints);
  if (system.os === "Android") return ANDROID_TV.test(userAgent) ? "android-tv" : "android";
  if (system.os === "Linux" && system.engine === "Blink") return "chrome";
  return PLATFORM_BY_OS[system.os] ?? "unknown";
}

const TYPE_BY_OS: Readonly<Record<string, TypeDevice>> = {
  iOS: "ios",
  Android: "android",
  "Mac OS": "mac",
  Windows: "windows",
  "Chromium OS": "chrome",
  Tizen: "samsung-tv",
  webOS: "lg-tv",
};

export function typeDeviceOf(device: DeviceInfo): TypeDevice | null {
  return TYPE_BY_OS[device.os_name] ?? null;
}

interface NavigatorWithHints {
  userAgent: string;
  maxTouchPoints: number;
  userAgentData?: { platform?: string };
}

/** What this browser tells: its user agent, touch points and, where it sends them, client hints. */
export function browserHints(nav: NavigatorWithHints = navigator): DeviceHints {
  const platform = nav.userAgentData?.platform;
  return {
    userAgent: nav.userAgent,
    maxTouchPoints: nav.maxTouchPoints,
    ...(platform ? { platform } : {}),
  };
}

/** Reads the browser once after hydration and records the result (typeDevice also in local storage). */
export function initDevice(hints: DeviceHints = browserHints()): DeviceState {
  const device = detectDevice(hints);
  const typeDevice = typeDeviceOf(device);
  deviceState.device = device;
  deviceState.typeDevice = typeDevice;
  if (typeDevice) localStore.set(TYPE_DEVICE_KEY, typeDevice);
  else localStore.remove(TYPE_DEVICE_KEY);
  return deviceState;
}
