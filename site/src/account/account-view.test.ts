import { describe, expect, it } from "vitest";
import { accountMessages as m } from "./account-messages";
import {
  deviceSystemMessage,
  deviceTitle,
  endLabel,
  freeTrial,
  hasVip,
  isFollowed,
  pageCountOf,
  providerMessage,
  remainingMessage,
  remainingParts,
  STATUS_VIEW,
  startLabel,
  typedIp,
  withSubscription,
} from "./account-view";

const HOUR = 3600;
const DAY = 24 * HOUR;

describe("given the VIP time left in seconds", () => {
  it("should give whole days and the hours after them, a started hour counting as one", () => {
    expect(remainingParts(365 * DAY)).toEqual({ days: 365, hours: 0 });
    expect(remainingParts(2 * DAY + 5 * HOUR + 1)).toEqual({ days: 2, hours: 6 });
    expect(remainingParts(59)).toEqual({ days: 0, hours: 1 });
    expect(remainingParts(23 * HOUR + 30 * 60)).toEqual({ days: 1, hours: 0 });
  });

  it("should give nothing for none, a negative or an unreadable time", () => {
    expect(remainingParts(0)).toEqual({ days: 0, hours: 0 });
    expect(remainingParts(-5)).toEqual({ days: 0, hours: 0 });
    expect(remainingParts(Number.NaN)).toEqual({ days: 0, hours: 0 });
    expect(hasVip(0)).toBe(false);
    expect(hasVip(1)).toBe(true);
  });

  it("should say days and hours, only days, or only the hours of the last day", () => {
    expect(remainingMessage({ days: 2, hours: 6 })).toBe(m.vipRemaining);
    expect(remainingMessage({ days: 365, hours: 0 })).toBe(m.vipRemainingDays);
    expect(remainingMessage({ days: 0, hours: 5 })).toBe(m.vipRemainingHours);
  });
});

describe("given a subscription's provider", () => {
  it("should name each of the checkout's methods in this page's catalog", () => {
    expect(providerMessage("s1")).toBe(m.providerS1);
    expect(providerMessage("gap")).toBe(m.providerGap);
    expect(providerMessage("ps")).toBe(m.providerPs);
    expect(providerMessage("pd")).toBe(m.providerPd);
    expect(providerMessage("rz")).toBe(m.providerRz);
    expect(providerMessage("tpa")).toBe(m.providerTpa);
    for (const id of ["s1", "gap", "ps", "pd", "rz", "tpa"]) {
      expect(providerMessage(id).id).toMatch(/^myaccount\./);
    }
  });

  it("should fall back to a general name for a provider it does not know", () => {
    expect(providerMessage("cash")).toBe(m.providerOther);
  });
});

describe("given a subscription's status", () => {
  it("should word every state and label its dates", () => {
    expect(STATUS_VIEW.active.message).toBe(m.statusActive);
    expect(STATUS_VIEW.cancelled.tone).toBe("warn");
    expect(startLabel("upcoming")).toBe(m.subscriptionStartsAt);
    expect(startLabel("active")).toBe(m.subscriptionStart);
    expect(endLabel("active")).toBe(m.subscriptionRenews);
    expect(endLabel("expired")).toBe(m.subscriptionEnded);
    expect(endLabel("cancelled")).toBe(m.subscriptionEnded);
  });
});

describe("given a list's total and page size", () => {
  it("should count the pages, at least one", () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(5, 0)).toBe(1);
  });
});

describe("given what the visitor typed in the IP field", () => {
  it("should accept IPv4 and IPv6 addresses, trimmed", () => {
    expect(typedIp(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(typedIp("2001:db8::1")).toBe("2001:db8::1");
  });

  it("should refuse anything else, so that no request is made", () => {
    expect(typedIp("")).toBeNull();
    expect(typedIp("300.1.1.1")).toBeNull();
    expect(typedIp("01.2.3.4")).toBeNull();
    expect(typedIp("not an ip")).toBeNull();
    expect(typedIp("2001:db8:::1")).toBeNull();
  });
});

describe("given a device's system as device/list names it", () => {
  it("should show a known system with its version", () => {
    expect(deviceSystemMessage({ os_name: "Windows", os_version: "10" })).toEqual({
      message: m.deviceSystem,
      values: { os: "Windows", version: "10" },
    });
  });

  it("should say an unknown or missing system in the page's language, not the api's English", () => {
    for (const os_name of ["Unknown", "", "  "]) {
      expect(deviceSystemMessage({ os_name, os_version: "" })).toEqual({
        message: m.deviceSystemUnknown,
      });
    }
  });
});

describe("given a device's app as device/list names it (issue #38: by platform and browser, no product code)", () => {
  const device = (app_name: string, os_name = "Linux", current = false, os_version = "") => ({
    app_name,
    os_name,
    os_version,
    current,
  });

  it("should name this browser and its system for the current web session", () => {
    expect(
      deviceTitle(device("Web_Master", "Linux", true), { name: "Chrome", os: "Mac OS" }),
    ).toEqual({
      message: m.deviceBrowserOn,
      values: { browser: "Chrome", os: "Linux" },
      namesSystem: true,
    });
  });

  it("should name the system once, with its version, so the row need not say it again", () => {
    expect(
      deviceTitle(device("Web_Master", "Windows", true, "10"), { name: "Edge", os: "Windows" }),
    ).toEqual({
      message: m.deviceBrowserOn,
      values: { browser: "Edge", os: "Windows 10" },
      namesSystem: true,
    });
    expect(deviceTitle(device("Windows_Master", "Windows", false, "11")).namesSystem).toBe(false);
  });

  it("should call another web session a web browser on its system, never Web_Master", () => {
    expect(deviceTitle(device("Web_Master", "Windows"), { name: "Chrome", os: "Linux" })).toEqual({
      message: m.deviceWebBrowserOn,
      values: { os: "Windows" },
      namesSystem: true,
    });
    expect(deviceTitle(device("Web_Turbo", "Unknown", true), null)).toEqual({
      message: m.deviceWebBrowser,
      namesSystem: false,
    });
  });

  it("should take this browser's own system when the api did not know it", () => {
    expect(
      deviceTitle(device("Web_Master", "Unknown", true), { name: "Firefox", os: "Linux" }),
    ).toEqual({
      message: m.deviceBrowserOn,
      values: { browser: "Firefox", os: "Linux" },
      namesSystem: true,
    });
  });

  it.each([
    ["Windows_Master", m.deviceWindowsApp],
    ["Android_TV", m.deviceAndroidApp],
    ["Android_SDK_WiFi_Browser", m.deviceAndroidApp],
    ["Chrome_Turbo", m.deviceChromeExtension],
    ["iOS_Snap", m.deviceIosApp],
    ["Mac_Master", m.deviceMacApp],
  ])("should name the %s product by its platform", (app_name, message) => {
    expect(deviceTitle(device(app_name))).toEqual({ message, namesSystem: false });
  });

  it("should say an app type the api's table lacks (\"Unknown\") in the page's language", () => {
    for (const app_name of ["Unknown", "", " "]) {
      expect(deviceTitle(device(app_name))).toEqual({
        message: m.deviceAppUnknown,
        namesSystem: false,
      });
    }
  });
});

// SPEC.md §1: "Start a free trial"; issue #37: My account shows when the free period ends.
describe("given a subscription of the free trial in My account", () => {
  it.each([
    [{ trial: true, amount: "0.00", status: "active" }, true],
    [{ trial: true, amount: "0.00", status: "upcoming" }, true],
    [{ trial: true, amount: "0.00", status: "expired" }, false],
    [{ trial: true, amount: "1.99", status: "active" }, false],
    [{ trial: false, amount: "12.99", status: "active" }, false],
  ] as const)(
    "should call the end of %o 'free until' only while free and running: %s",
    (item, free) => {
      expect(freeTrial(item)).toBe(free);
    },
  );
});

// Issue #38: renewal off and on in My account; only the subscription that runs last renews (docs/payments.md "Renewal").
describe("given the subscriptions of My account and their renewal", () => {
  const year = { id: "a", status: "active", ends_at: "2027-12-06T10:00:00.000Z" };
  const extension = { id: "b", status: "upcoming", ends_at: "2028-12-06T10:00:00.000Z" };
  const ended = { id: "c", status: "expired", ends_at: "2028-12-07T10:00:00.000Z" };

  it("should say a subscription a later running one follows is followed, and the last one not", () => {
    expect(isFollowed(year, [extension, year])).toBe(true);
    expect(isFollowed(extension, [extension, year])).toBe(false);
  });

  it("should not count an ended subscription as following", () => {
    expect(isFollowed(year, [ended, year])).toBe(false);
  });

  it("should put the api's answer after a change in place of the one shown, leaving the others", () => {
    const page = { list: [extension, year], total: 2 };
    const changed = { ...year, status: "active", renews: false };
    expect(withSubscription(page, changed)).toEqual({ list: [extension, changed], total: 2 });
    expect(page.list[1]).toBe(year);
  });
});
