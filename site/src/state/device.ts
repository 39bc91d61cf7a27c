import { proxy } from "valtio/vanilla";

/** SPEC.md §3 "Device". */
export interface DeviceInfo {
  os_name: string;
  os_version: string;
  isIos: boolean;
}

/**
 * The download product that fits the visitor's system (SPEC.md §1 "The
 * download link offered follows the detected operating system"), stored as
 * `typeDevice` (SPEC.md §3). null when no app fits (Linux, unknown).
 */
export type TypeDevice = "ios" | "android" | "mac" | "windows" | "chrome" | "samsung-tv" | "lg-tv";

export interface DeviceState {
  device: DeviceInfo | null;
  typeDevice: TypeDevice | null;
}

export const deviceState = proxy<DeviceState>({ device: null, typeDevice: null });
