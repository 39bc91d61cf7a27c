// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_TYPE } from "../api/app-type";
import { memoryStore } from "../storage/key-value-store";
import { fakeClockEachTest } from "../testing/fake-clock";
import { analyticsContext } from "./analytics-context";
import { buildAnalyticsEvent, localDateTime } from "./analytics-event";
import { FRONT_ID_KEY, frontId } from "./front-id";
import { ANALYTICS_PATH, KEEPALIVE_BODY_LIMIT, sendAnalytics } from "./send-analytics";
import { memoryJar } from "./testing/memory-jar";
import { NOW, visitor } from "./testing/visitor";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

fakeClockEachTest(NOW);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("given a first visit (SPEC.md §3 'front_id: a random UUID kept in local storage')", () => {
  it("should make a random UUID once and keep it", () => {
    const storage = memoryStore();
    const id = frontId(storage);
    expect(id).toMatch(UUID);
    expect(storage.getItem(FRONT_ID_KEY)).toBe(id);
    expect(frontId(storage)).toBe(id);
    expect(frontId(memoryStore())).not.toBe(id);
  });

  it("should replace a stored value that is not a UUID", () => {
    const storage = memoryStore();
    storage.setItem(FRONT_ID_KEY, "<script>");
    expect(frontId(storage)).toMatch(UUID);
  });

  it("should make a UUID without crypto.randomUUID (plain http is not a secure context)", () => {
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      expect(frontId(memoryStore())).toMatch(UUID);
    } finally {
      Reflect.deleteProperty(crypto, "randomUUID");
    }
  });
});

describe("given an event (SPEC.md §3 'Analytics event')", () => {
  it("should carry every field of the spec", () => {
    const event = buildAnalyticsEvent("click_buy", { plan: 3, trial: false }, visitor, NOW);

    expect(Object.keys(event)).toEqual([
      "event_datetime",
      "event_timestamp",
      "event_name",
      "event_params",
      "front_id",
      "user_properties",
      "language",
      "device",
      "country",
      "country_code",
      "app_name",
      "ip",
      "app_type",
      "app_info",
    ]);
    expect(event).toEqual({
      event_datetime: localDateTime(NOW),
      event_timestamp: NOW.getTime(),
      event_name: "click_buy",
      event_params: [
        { key: "plan", value: 3 },
        { key: "trial", value: false },
      ],
      front_id: visitor.frontId,
      user_properties: {
        channel: "google",
        cpsType: "cj",
        cpsCookie: "EV1",
        hab: "h",
        pab: "p",
        utm_source: "news",
        utm_medium: "cpc",
      },
      language: "de",
      device: { os_name: "iOS", os_version: "17.4", isIos: true },
      country: "Germany",
      country_code: "DE",
      app_name: "Web_Master",
      ip: "203.0.113.9",
      app_type: 501,
      app_info: { page: "/de/pricing" },
    });
  });

  it("should use the 45-day UTM cookie when the session has no UTM data", () => {
    const event = buildAnalyticsEvent("page_show", {}, { ...visitor, tags: { utm_tags: {} } }, NOW);
    expect(event.user_properties).toEqual({
      utm_source: "older",
      cpsType: "cj",
      cpsCookie: "EV1",
    });
  });

  it("should send empty geo fields and device while the stores know nothing", () => {
    const event = buildAnalyticsEvent("page_show", {}, { ...visitor, geo: null, device: null });
    expect(event).toMatchObject({ ip: "", country: "", country_code: "", device: {} });
  });

  it("should write the local time with its offset, which converts back to the same instant", () => {
    expect(new Date(localDateTime(NOW)).getTime()).toBe(NOW.getTime());
    expect(localDateTime(NOW)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.250[+-]\d{2}:\d{2}$/);
  });

  it("should gather the stored tracking with the visitor's state", () => {
    const session = memoryStore();
    session.setItem("channel", "bing");
    const context = analyticsContext(
      { language: "en", device: null, geo: visitor.geo },
      { cookies: memoryJar({ "cf-click": "XYZ" }), session, local: memoryStore() },
    );
    expect(context).toMatchObject({
      language: "en",
      tags: { channel: "bing", utm_tags: {} },
      cps: { type: "cf", cookie: "XYZ" },
      geo: visitor.geo,
    });
    expect(context.frontId).toMatch(UUID);
  });
});

function fakeFetch() {
  return vi.fn<typeof fetch>(async () => new Response("{}"));
}

describe("given events to send (SPEC.md §7 'POST /api/mms/analytics/v1/events, body {user_id, events}')", () => {
  it("should post {user_id: front_id, events} with X-App-Type 501 and keepalive", async () => {
    const send = fakeFetch();
    const event = buildAnalyticsEvent("page_show", {}, visitor, NOW);

    await sendAnalytics(visitor.frontId, [event], { apiBase: "https://api.test", fetch: send });

    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe(`https://api.test${ANALYTICS_PATH}`);
    expect(ANALYTICS_PATH).toBe("/api/mms/analytics/v1/events");
    expect(init).toMatchObject({
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json", "X-App-Type": String(APP_TYPE) },
    });
    expect(JSON.parse(String(init?.body))).toEqual({ user_id: visitor.frontId, events: [event] });
  });

  it("should split more than 100 events into requests of 100 (the api's limit)", async () => {
    const send = fakeFetch();
    const events = Array.from({ length: 230 }, (_, i) =>
      buildAnalyticsEvent(`e${i}`, {}, visitor, NOW),
    );

    await sendAnalytics(visitor.frontId, events, { fetch: send });

    const sizes = send.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).events.length);
    expect(sizes).toEqual([100, 100, 30]);
  });

  it("should drop keepalive for a body over 64 KiB, which browsers refuse to keep alive", async () => {
    const send = fakeFetch();
    const big = buildAnalyticsEvent("e", { text: "x".repeat(1000) }, visitor, NOW);
    const events = Array.from({ length: 80 }, () => big);

    await sendAnalytics(visitor.frontId, events, { fetch: send });

    const body = String(send.mock.calls[0]?.[1]?.body);
    expect(body.length).toBeGreaterThan(KEEPALIVE_BODY_LIMIT);
    expect(send.mock.calls[0]?.[1]?.keepalive).toBe(false);
  });

  it("should never reject, whatever the network does", async () => {
    const send = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(
      sendAnalytics(visitor.frontId, [buildAnalyticsEvent("e", {}, visitor)], { fetch: send }),
    ).resolves.toBeUndefined();
  });
});
