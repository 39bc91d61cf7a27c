import type { AnalyticsContext } from "../analytics-event";

/** The analytics tests' clock: a Wednesday morning, with milliseconds. */
export const NOW = new Date("2026-11-18T09:30:00.250Z");

/** A returning German visitor on an iPhone, with tags, an older campaign and an affiliate cookie. */
export const visitor: AnalyticsContext = {
  frontId: "3f1e8a5c-0000-4000-8000-000000000001",
  language: "de",
  tags: {
    utm_tags: { utm_source: "news", utm_medium: "cpc" },
    channel: "google",
    hab: "h",
    pab: "p",
  },
  utm: { utm_source: "older" },
  cps: { type: "cj", cookie: "EV1" },
  device: { os_name: "iOS", os_version: "17.4", isIos: true },
  geo: { user_ip: "203.0.113.9", country: "Germany", country_code: "DE" },
  appInfo: { page: "/de/pricing" },
};
