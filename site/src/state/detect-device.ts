import UAParser from "ua-parser-js";
import { localStore } from "../storage/expiring-storage";
import { TYPE_DEVICE_KEY } from "../storage/storage-keys";
import { type DeviceInfo, type DeviceState, deviceState, type TypeDevice } from "./device";

/** Kept apart from the store: the parser is about 7 kB that only start-up needs. */
export interface DeviceHints {
  userAgent: string;
  /** iPadOS reports a Mac user agent; a touch screen tells them apart. */
  maxTouchPoints?: number;
}

export function detectDevice({ userAgent, maxTouchPoints = 0 }: DeviceHints): DeviceInfo {
  const os = new UAParser(userAgent).getOS();
  const name = os.name ?? "";
  const isIos = name === "iOS" || (name === "Mac OS" && maxTouchPoints > 1);
  return { os_name: isIos ? "iOS" : name, os_version: os.version ?? "", isIos };
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

/** Reads the browser once after hydration and records the result (typeDevice also in local storage). */
export function initDevice(
  hints: DeviceHints = { userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints },
): DeviceState {
  const device = detectDevice(hints);
  const typeDevice = typeDeviceOf(device);
  deviceState.device = device;
  deviceState.typeDevice = typeDevice;
  if (typeDevice) localStore.set(TYPE_DEVICE_KEY, typeDevice);
  else localStore.remove(TYPE_DEVICE_KEY);
  return deviceState;
}
