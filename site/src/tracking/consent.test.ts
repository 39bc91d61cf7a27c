// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { memoryStore } from "../storage/key-value-store";
import { fakeClockEachTest } from "../testing/fake-clock";
import {
  ACCEPTED_COOKIES_KEY,
  answerCookieConsent,
  applyConsentDefaults,
  CONSENT_GRANT_AFTER_MS,
  CONSENT_WAIT_FOR_UPDATE_MS,
  cookieConsentAnswer,
  type DataLayerHost,
} from "./consent";

/** gtag pushes `arguments` objects: read them back as arrays. */
const commands = (host: DataLayerHost) =>
  (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

fakeClockEachTest();

describe("given SPEC.md §4 'Consent'", () => {
  it("should name the flag accpeted-cookies, wait 500 ms and grant after 200 ms", () => {
    expect(ACCEPTED_COOKIES_KEY).toBe("accpeted-cookies");
    expect(CONSENT_WAIT_FOR_UPDATE_MS).toBe(500);
    expect(CONSENT_GRANT_AFTER_MS).toBe(200);
  });

  it("should default ad and analytics storage to denied with a 500 ms wait", () => {
    const host: DataLayerHost = {};
    applyConsentDefaults({ host, store: memoryStore() });

    expect(commands(host)).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          analytics_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          wait_for_update: 500,
        },
      ],
    ]);
  });

  it("should push gtag's arguments objects, the form a tag manager reads as commands", () => {
    const host: DataLayerHost = {};
    applyConsentDefaults({ host, store: memoryStore() });
    expect(Object.prototype.toString.call(host.dataLayer?.[0])).toBe("[object Arguments]");
  });

  it("should grant analytics and ad storage after 200 ms", () => {
    const host: DataLayerHost = {};
    applyConsentDefaults({ host, store: memoryStore() });

    vi.advanceTimersByTime(199);
    expect(commands(host)).toHaveLength(1);
    vi.advanceTimersByTime(1);

    expect(commands(host)[1]).toEqual([
      "consent",
      "update",
      { ad_storage: "granted", analytics_storage: "granted" },
    ]);
  });

  it.each([
    ["true", "granted"],
    ["false", "denied"],
    ["TRUE", "denied"],
    ["yes", "denied"],
  ])("should make ad user data and personalization follow a flag of %s: %s", (flag, state) => {
    const host: DataLayerHost = {};
    const store = memoryStore();
    store.setItem(ACCEPTED_COOKIES_KEY, flag);

    applyConsentDefaults({ host, store });

    expect(commands(host)[0]?.[2]).toMatchObject({
      ad_user_data: state,
      ad_personalization: state,
    });
  });

  it("should keep a dataLayer a tag manager already created", () => {
    const earlier = { event: "gtm.js" };
    const host: DataLayerHost = { dataLayer: [earlier] };
    applyConsentDefaults({ host, store: memoryStore() });
    expect(host.dataLayer?.[0]).toBe(earlier);
    expect(host.dataLayer).toHaveLength(2);
  });

  it("should cancel the pending grant when torn down within 200 ms", () => {
    const host: DataLayerHost = {};
    const cancel = applyConsentDefaults({ host, store: memoryStore() });
    cancel();
    vi.advanceTimersByTime(CONSENT_GRANT_AFTER_MS);
    expect(commands(host)).toHaveLength(1);
  });

  it("should default to window.dataLayer in the browser", () => {
    const cancel = applyConsentDefaults({ store: memoryStore() });
    expect(commands(window)[0]?.[1]).toBe("default");
    cancel();
    window.dataLayer = undefined;
  });
});

describe("given the cookie-consent bar", () => {
  it("should have no answer until the visitor chooses", () => {
    expect(cookieConsentAnswer(memoryStore())).toBeNull();
  });

  it("should store accepted-cookies as 'true' on accept and grant ad user data at once", () => {
    const host: DataLayerHost = {};
    const store = memoryStore();

    answerCookieConsent(true, { host, store });

    expect(store.getItem(ACCEPTED_COOKIES_KEY)).toBe("true");
    expect(cookieConsentAnswer(store)).toBe(true);
    expect(commands(host)).toEqual([
      ["consent", "update", { ad_user_data: "granted", ad_personalization: "granted" }],
    ]);
  });

  it("should store 'false' on reject and deny ad user data and personalization", () => {
    const host: DataLayerHost = {};
    const store = memoryStore();

    answerCookieConsent(false, { host, store });

    expect(store.getItem(ACCEPTED_COOKIES_KEY)).toBe("false");
    expect(cookieConsentAnswer(store)).toBe(false);
    expect(commands(host)[0]?.[2]).toEqual({
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
  });
});
