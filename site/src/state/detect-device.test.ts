// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { detectDevice, initDevice, typeDeviceOf } from "./detect-device";
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
