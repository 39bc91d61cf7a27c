// @vitest-environment jsdom

import type { DetectedPlatform } from "@mvpn/design-system";
import { beforeEach, describe, expect, it } from "vitest";
import {
  browserHints,
  detectDevice,
  detectPlatform,
  initDevice,
  typeDeviceOf,
} from "./detect-device";
import { deviceState } from "./device";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
  chromeos:
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36",
  linux: "Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0",
};

describe("given device detection (SPEC.md §3 Device: os_name, os_version, isIos; typeDevice)", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it.each([
    [UA.iphone, 0, { os_name: "iOS", os_version: "17.4", isIos: true }, "ios"],
    [UA.mac, 0, { os_name: "Mac OS", os_version: "10.15.7", isIos: false }, "mac"],
    [UA.mac, 5, { os_name: "iOS", os_version: "10.15.7", isIos: true }, "ios"],
    [UA.windows, 0, { os_name: "Windows", os_version: "10", isIos: false }, "windows"],
    [UA.android, 0, { os_name: "Android", os_version: "14", isIos: false }, "android"],
    [UA.chromeos, 0, { os_name: "Chromium OS", os_version: "14541.0.0", isIos: false }, "chrome"],
    [UA.linux, 0, { os_name: "Linux", os_version: "", isIos: false }, null],
  ])("should read %s with %i touch points", (userAgent, maxTouchPoints, device, typeDevice) => {
    const detected = detectDevice({ userAgent, maxTouchPoints });
    expect(detected).toEqual(device);
    expect(typeDeviceOf(detected)).toBe(typeDevice);
  });

  it("should record the device in the store and typeDevice in local storage", () => {
    initDevice({ userAgent: UA.android });
    expect(deviceState.device).toEqual({ os_name: "Android", os_version: "14", isIos: false });
    expect(deviceState.typeDevice).toBe("android");
    expect(JSON.parse(localStorage.getItem("typeDevice") ?? "null")).toBe("android");
  });

  it("should remove a stale typeDevice when no app fits the system", () => {
    localStorage.setItem("typeDevice", '"windows"');
    initDevice({ userAgent: UA.linux });
    expect(deviceState.typeDevice).toBeNull();
    expect(localStorage.getItem("typeDevice")).toBeNull();
  });
});

// Real user agents, as browsers and devices send them.
const AGENTS: [string, string, DetectedPlatform][] = [
  [
    "Chrome on Windows 11",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "windows",
  ],
  [
    "Edge on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
    "windows",
  ],
  [
    "Firefox on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "windows",
  ],
  [
    "Safari on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "macos",
  ],
  [
    "Chrome on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "macos",
  ],
  [
    "Safari on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "ios",
  ],
  [
    "Chrome on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
    "ios",
  ],
  [
    "Safari on an older iPad",
    "Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1",
    "ios",
  ],
  [
    "Chrome on Android",
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36",
    "android",
  ],
  [
    "Samsung Internet on Android",
    "Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    "android",
  ],
  [
    "Firefox on an Android tablet",
    "Mozilla/5.0 (Android 13; Tablet; rv:133.0) Gecko/133.0 Firefox/133.0",
    "android",
  ],
  [
    "Chrome on Chrome OS",
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "chrome",
  ],
  [
    "Chrome on Linux",
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "chrome",
  ],
  [
    "Firefox on Ubuntu",
    "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
    "unknown",
  ],
  [
    "Samsung Tizen TV",
    "Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36",
    "samsung-tv",
  ],
  [
    "Samsung Orsay TV",
    "Mozilla/5.0 (SmartHub; SMART-TV; U; Linux/SmartTV; Maple2012) AppleWebKit/534.7 (KHTML, like Gecko) SmartTV Safari/534.7",
    "samsung-tv",
  ],
  [
    "LG webOS TV",
    "Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.79 Safari/537.36 WebAppManager",
    "lg-tv",
  ],
  [
    "LG NetCast TV",
    "Mozilla/5.0 (DirectFB; Linux armv7l) AppleWebKit/534.26+ (KHTML, like Gecko) Version/5.0 Safari/534.26+ LG Browser/5.00.00(+mouse+3D+SCREEN+TUNER; LGE; 42LM670T-ZA; 04.41.03; 0x00000001;); LG NetCast.TV-2012 0",
    "lg-tv",
  ],
  [
    "Apple TV (tvOS media player)",
    "AppleCoreMedia/1.0.0.21K69 (Apple TV; U; CPU OS 17_1 like Mac OS X; en_us)",
    "apple-tv",
  ],
  ["Apple TV (app)", "AppleTV11,1/11.1", "apple-tv"],
  [
    "Sony Bravia Android TV",
    "Mozilla/5.0 (Linux; Android 9; BRAVIA 4K UR2 Build/PTT1.190515.001.S52) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/101.0.4951.61 Safari/537.36",
    "android-tv",
  ],
  [
    "Nvidia Shield",
    "Mozilla/5.0 (Linux; Android 11; SHIELD Android TV Build/RQ1A.210105.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36",
    "android-tv",
  ],
  [
    "Chromecast with Google TV",
    "Mozilla/5.0 (Linux; Android 12; Chromecast Build/STTE.231215.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Safari/537.36",
    "android-tv",
  ],
  [
    "Amazon Fire TV Stick",
    "Mozilla/5.0 (Linux; Android 9; AFTKA Build/PS7633.3445N; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.6723.102 Mobile Safari/537.36",
    "android-tv",
  ],
  [
    "Windows Phone",
    "Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537",
    "unknown",
  ],
  [
    "Googlebot",
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "unknown",
  ],
  ["an empty user agent", "", "unknown"],
];

describe("given a user agent (the download button's platform, SPEC.md §1)", () => {
  it.each(AGENTS)("should detect %s", (_, userAgent, expected) => {
    expect(detectPlatform({ userAgent })).toBe(expected);
  });
});

describe("given an iPad that asks for the desktop site", () => {
  const IPAD_AS_MAC =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";

  it("should tell it from a Mac by its touch points", () => {
    expect(detectPlatform({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe("ios");
  });

  it("should still be a Mac without touch (or with a single touch point from a trackpad driver)", () => {
    expect(detectPlatform({ userAgent: IPAD_AS_MAC })).toBe("macos");
    expect(detectPlatform({ userAgent: IPAD_AS_MAC, maxTouchPoints: 1 })).toBe("macos");
  });
});

describe("given client hints (navigator.userAgentData)", () => {
  // Chromium freezes the system in its user-agent string; the platform hint is not frozen.
  const FROZEN_DESKTOP =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

  it.each([
    ["Windows", "windows"],
    ["macOS", "macos"],
    ["Chrome OS", "chrome"],
    ["Linux", "chrome"],
  ] as const)("should take the platform hint %s over the user agent", (platform, expected) => {
    expect(detectPlatform({ userAgent: FROZEN_DESKTOP, platform })).toBe(expected);
  });

  it("should read the hints of this browser when it sends them", () => {
    expect(
      browserHints({
        userAgent: FROZEN_DESKTOP,
        maxTouchPoints: 0,
        userAgentData: { platform: "macOS" },
      }),
    ).toEqual({ userAgent: FROZEN_DESKTOP, maxTouchPoints: 0, platform: "macOS" });
    expect(browserHints({ userAgent: FROZEN_DESKTOP, maxTouchPoints: 5 })).toEqual({
      userAgent: FROZEN_DESKTOP,
      maxTouchPoints: 5,
    });
  });
});
