import type { SubscriptionState } from "@mvpn/contract/constants";
import { isIpAddress } from "@mvpn/contract/validation";
import { accountMessages as m } from "./account-messages";

const HOUR_SECONDS = 60 * 60;

/** `vip.remain_time` (seconds) as whole days and hours, a started hour counting as one. */
export function remainingParts(remainSeconds: number): { days: number; hours: number } {
  if (!Number.isFinite(remainSeconds) || remainSeconds <= 0) return { days: 0, hours: 0 };
  const hoursTotal = Math.ceil(remainSeconds / HOUR_SECONDS);
  return { days: Math.floor(hoursTotal / 24), hours: hoursTotal % 24 };
}

/** The words for the VIP time left: days and hours, only days, or only hours (the last day). */
export function remainingMessage(parts: { days: number; hours: number }) {
  if (parts.days === 0) return m.vipRemainingHours;
  if (parts.hours === 0) return m.vipRemainingDays;
  return m.vipRemaining;
}

export const hasVip = (remainSeconds: number) =>
  Number.isFinite(remainSeconds) && remainSeconds > 0;

/** The provider's name in the visitor's language (the checkout's method names, in this page's catalog). */
export function providerMessage(provider: string) {
  switch (provider) {
    case "s1":
      return m.providerS1;
    case "gap":
      return m.providerGap;
    case "ps":
      return m.providerPs;
    case "pd":
      return m.providerPd;
    case "rz":
      return m.providerRz;
    case "tpa":
      return m.providerTpa;
    default:
      return m.providerOther;
  }
}

/**
 * The words for a device's system. The api names one it could not read from
 * the User-Agent "Unknown" (api/src/auth/user-agent.ts), and a row may have no
 * name at all: both are said in the page's language, not in the api's English.
 */
export function deviceSystemMessage(device: { os_name: string; os_version: string }) {
  const os = device.os_name.trim();
  if (os === "" || os === "Unknown") return { message: m.deviceSystemUnknown };
  return { message: m.deviceSystem, values: { os: device.os_name, version: device.os_version } };
}

/** Products by the platform their app name starts with (SPEC.md §3's table: `Windows_Master` …). */
const PLATFORM_APPS = {
  iOS: m.deviceIosApp,
  Mac: m.deviceMacApp,
  Android: m.deviceAndroidApp,
  Chrome: m.deviceChromeExtension,
  Windows: m.deviceWindowsApp,
} as const;

/** What this browser tells of itself (ua-parser-js): its name and system, for the current device. */
export interface ThisBrowser {
  name: string | null;
  os: string | null;
}

/**
 * What a device is called in the list (issue #38): its platform and, for a
 * browser, which one and on what system ("Chrome on Linux", "Windows app"),
 * never the product code the api names it by ("Web_Master"). Only the
 * browser this page runs in is known by name (`here`, for the current
 * device, whose system it also tells when the api did not know it); another
 * browser session is "Web browser on {os}". A title that names the system
 * (`namesSystem`) carries its version too, so the row does not say the
 * system a second time under it ("Chrome on Linux" over "Linux").
 */
export function deviceTitle(
  device: { app_name: string; os_name: string; os_version?: string; current: boolean },
  here: ThisBrowser | null = null,
) {
  const platform = device.app_name.trim().split("_")[0] ?? "";
  const known = (os: string | null | undefined) =>
    os && os.trim() !== "" && os.trim() !== "Unknown" ? os.trim() : null;
  const listed = known(device.os_name);
  const os = listed
    ? [listed, device.os_version?.trim()].filter(Boolean).join(" ")
    : device.current
      ? known(here?.os)
      : null;
  if (platform === "Web") {
    const browser = device.current ? here?.name : null;
    if (browser && os) {
      return { message: m.deviceBrowserOn, values: { browser, os }, namesSystem: true };
    }
    return os
      ? { message: m.deviceWebBrowserOn, values: { os }, namesSystem: true }
      : { message: m.deviceWebBrowser, namesSystem: false };
  }
  const app = PLATFORM_APPS[platform as keyof typeof PLATFORM_APPS];
  return { message: app ?? m.deviceAppUnknown, namesSystem: false };
}

export const STATUS_VIEW = {
  active: { message: m.statusActive, tone: "success" },
  upcoming: { message: m.statusUpcoming, tone: "accent" },
  expired: { message: m.statusExpired, tone: "neutral" },
  cancelled: { message: m.statusCancelled, tone: "warn" },
} as const satisfies Record<SubscriptionState, unknown>;

/** Which label the second date of a subscription takes: it runs until, or it ended. */
export function endLabel(status: SubscriptionState) {
  return status === "expired" || status === "cancelled"
    ? m.subscriptionEnded
    : m.subscriptionRenews;
}

/** The first period of the free trial, still to run out: its end is "free until", not "runs until". */
export function freeTrial(item: {
  trial: boolean;
  amount: string;
  status: SubscriptionState;
}): boolean {
  return (
    item.trial &&
    Number(item.amount) === 0 &&
    (item.status === "active" || item.status === "upcoming")
  );
}

/** Which label the first date takes: started, or (queued after another) starts. */
export function startLabel(status: SubscriptionState) {
  return status === "upcoming" ? m.subscriptionStartsAt : m.subscriptionStart;
}

/** How many pages a list of `total` items has, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** What the IP field holds, trimmed, when the contract's rule (contract/src/validation/ip.ts) accepts it; null otherwise. */
export function typedIp(value: string): string | null {
  const ip = value.trim();
  return ip !== "" && isIpAddress(ip) ? ip : null;
}

/** A date of the api (ISO 8601) as a Date, null when it cannot be read. */
export function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The page with one subscription replaced by what the api answered after a change (its renewal). */
export function withSubscription<P extends { list: readonly { id: string }[] }>(
  page: P,
  updated: P["list"][number],
): P {
  return { ...page, list: page.list.map((one) => (one.id === updated.id ? updated : one)) };
}

/**
 * Whether a later subscription of the list follows this one: the api lets
 * only the one that runs last renew, so this one just ends (the VIP time goes
 * on with the next). The first page holds the latest (newest first).
 */
export function isFollowed(
  item: { id: string; ends_at: string },
  list: readonly { id: string; status: string; ends_at: string }[],
): boolean {
  const end = Date.parse(item.ends_at);
  return list.some(
    (other) =>
      other.id !== item.id &&
      (other.status === "active" || other.status === "upcoming") &&
      Date.parse(other.ends_at) > end,
  );
}
