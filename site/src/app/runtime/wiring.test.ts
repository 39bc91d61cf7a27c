// @vitest-environment jsdom
import { createIntl } from "react-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiMessages } from "../../api/messages";
import { type Promotion, popupShownStore } from "../../promotion";
import { geo } from "../../state/geo";
import { memoryStore } from "../../storage/key-value-store";
import { pageViewCounter } from "../landing/page-views";
import { type PopupOffer, popupOfferNow, remotePopupText } from "./popup-offer";
import { siteApiUi, siteDialogs } from "./site-api-ui";
import type { Runtime } from "./start-runtime";

const intl = createIntl({ locale: "en", messages: {} });
const SATURDAY = new Date(2026, 10, 21, 10, 0); // local time, as the work-day rule reads it
const WEDNESDAY = new Date(2026, 10, 18, 10, 0);

function fakeRuntime(promotion: Promise<Promotion>, discount = 62) {
  return {
    analytics: { track: vi.fn(), flush: vi.fn(), dispose: vi.fn() },
    promotion: () => promotion,
    maxDiscount: async () => discount,
  } satisfies Runtime;
}

const noPromotion = (): Promise<Promotion> => Promise.resolve({ config: {}, l10n: {} });

function viewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query.includes("min-width") ? !mobile : mobile,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe("given the site's ui for SPEC.md §8's error table", () => {
  afterEach(() => siteDialogs.cancelAll());

  it("should ask the session question of SPEC.md §4 in the design system's confirm", async () => {
    const ui = siteApiUi({ intl, locale: "en", navigate: vi.fn() });
    const answer = ui.confirm(ui.formatMessage(apiMessages.loggedOut));
    const shown = siteDialogs.current();
    expect(shown).toMatchObject({
      kind: "confirm",
      title: "Session ended",
      message: "You have been logged out, you can cancel to stay on this page, or log in again",
    });
    siteDialogs.settle(shown?.id ?? -1, true);
    await expect(answer).resolves.toBe(true);
  });

  it("should alert the server's message in the design system's alert", async () => {
    const ui = siteApiUi({ intl, locale: "en", navigate: vi.fn() });
    const closed = ui.alert("Email or password is wrong");
    expect(siteDialogs.current()).toMatchObject({
      kind: "alert",
      title: "Email or password is wrong",
    });
    siteDialogs.settle(siteDialogs.current()?.id ?? -1, true);
    await expect(closed).resolves.toBeUndefined();
  });

  it.each([
    ["en", "/login"],
    ["de", "/de/login"],
    ["ar", "/ar/login"],
  ])("should send %s visitors to /login in their language (%s)", (locale, expected) => {
    const navigate = vi.fn();
    siteApiUi({ intl, locale, navigate }).navigate("/login");
    expect(navigate).toHaveBeenCalledExactlyOnceWith(expected);
  });
});

describe("given the popups' remote texts (promotion_l10n)", () => {
  const l10n = {
    popup_weekend_title: { default: "Weekend!" },
    popup_title: { default: "Black Friday" },
    popup_body: { default: "[accent]@(0)%[/accent]" },
  };

  it("should take the popup's own key first", () => {
    expect(remotePopupText(l10n, "weekend", "title")).toEqual({ default: "Weekend!" });
  });

  it("should give the festival popup the generic popup_title and popup_body", () => {
    expect(remotePopupText(l10n, "festival", "title")).toEqual({ default: "Black Friday" });
    expect(remotePopupText(l10n, "festival", "body")).toEqual({
      default: "[accent]@(0)%[/accent]",
    });
  });

  it("should not give a festival's generic texts to the other popups", () => {
    expect(remotePopupText(l10n, "workday", "title")).toBeUndefined();
    expect(remotePopupText(l10n, "mobile-daily", "body")).toBeUndefined();
  });
});

describe("given SPEC.md §4's popup conditions on a page view", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    viewport(false);
  });
  afterEach(() => vi.useRealTimers());

  it("should offer the weekend popup on the index route on a Saturday, with the maximum discount", async () => {
    vi.setSystemTime(SATURDAY);
    const offer = await popupOfferNow(
      fakeRuntime(noPromotion()),
      true,
      popupShownStore(memoryStore()),
    );
    expect(offer).toMatchObject<Partial<PopupOffer>>({ promotion: "weekend", discount: 62 });
  });

  it("should offer nothing on a Saturday outside the index route", async () => {
    vi.setSystemTime(SATURDAY);
    const offer = await popupOfferNow(
      fakeRuntime(noPromotion()),
      false,
      popupShownStore(memoryStore()),
    );
    expect(offer).toBeNull();
  });

  it("should offer the workday popup on a Wednesday, and nothing once it was shown that day", async () => {
    vi.setSystemTime(WEDNESDAY);
    const store = popupShownStore(memoryStore());
    const offer = await popupOfferNow(fakeRuntime(noPromotion()), false, store);
    expect(offer?.promotion).toBe("workday");
    store.markShown("workday", WEDNESDAY, {});
    expect(await popupOfferNow(fakeRuntime(noPromotion()), false, store)).toBeNull();
  });

  it("should offer the mobile daily popup below 768 px", async () => {
    vi.setSystemTime(WEDNESDAY);
    viewport(true);
    const offer = await popupOfferNow(
      fakeRuntime(noPromotion()),
      true,
      popupShownStore(memoryStore()),
    );
    expect(offer?.promotion).toBe("mobile-daily");
  });

  it("should offer the festival popup inside the window, with its remote texts", async () => {
    vi.setSystemTime(WEDNESDAY);
    const promotion = Promise.resolve<Promotion>({
      config: { startTime: "2026-11-17T00:00:00", endTime: "2026-11-19T00:00:00" },
      l10n: { popup_festival_title: { default: "Festival" } },
    });
    const offer = await popupOfferNow(
      fakeRuntime(promotion),
      false,
      popupShownStore(memoryStore()),
    );
    expect(offer).toMatchObject({ promotion: "festival", title: { default: "Festival" } });
  });

  it("should offer nothing when the remote config did not load (load remoteConfig timeout)", async () => {
    vi.setSystemTime(SATURDAY);
    const offer = await popupOfferNow(
      fakeRuntime(Promise.reject(new Error("load remoteConfig timeout"))),
      true,
      popupShownStore(memoryStore()),
    );
    expect(offer).toBeNull();
  });
});

describe("given SPEC.md §2's page_show per page view (IP poll 1 s, up to 10 times)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    geo.userMessage = null;
  });
  afterEach(() => vi.useRealTimers());

  it("should send page_show at the first 1 s check that finds the IP", async () => {
    const runtime = fakeRuntime(noPromotion());
    const trackPageView = pageViewCounter(runtime.analytics);
    trackPageView({ pathname: "/de/pricing", page: "pricing" });
    await vi.advanceTimersByTimeAsync(2_500);
    expect(runtime.analytics.track).not.toHaveBeenCalled();
    geo.userMessage = { user_ip: "203.0.113.9", country: "Germany", country_code: "DE" };
    await vi.advanceTimersByTimeAsync(499);
    expect(runtime.analytics.track).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(runtime.analytics.track).toHaveBeenCalledExactlyOnceWith("page_show", {
      page: "pricing",
      path: "/de/pricing",
    });
  });

  it("should count a view once while the path stays the same", async () => {
    geo.userMessage = { user_ip: "203.0.113.9", country: "", country_code: "" };
    const runtime = fakeRuntime(noPromotion());
    const trackPageView = pageViewCounter(runtime.analytics);
    trackPageView({ pathname: "/features", page: "features" });
    trackPageView({ pathname: "/features", page: "features" });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runtime.analytics.track).toHaveBeenCalledTimes(1);
  });

  it("should drop a view left before the IP was known, and give up after the tenth check", async () => {
    const runtime = fakeRuntime(noPromotion());
    const trackPageView = pageViewCounter(runtime.analytics);
    trackPageView({ pathname: "/aboutus", page: "aboutus" });
    await vi.advanceTimersByTimeAsync(1_000);
    trackPageView({ pathname: "/blog", page: "blog" });
    // Checks at 0 s, 1 s … 9 s: ten in all, none finds an IP.
    await vi.advanceTimersByTimeAsync(9_000);
    geo.userMessage = { user_ip: "203.0.113.9", country: "", country_code: "" };
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runtime.analytics.track).not.toHaveBeenCalled();
  });
});
