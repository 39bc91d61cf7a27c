// @vitest-environment jsdom
import { countdownParts, promoTextToPlain, useDailyDismiss } from "@mvpn/design-system";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import vectors from "../../test/fixtures/spec-vectors.json";
import { MAX_DISCOUNT_FLOOR, maxDiscount } from "../pricing";
import { dailyBannerStorage } from "./daily-banner";
import {
  isFestival,
  isMobile,
  isWorkDay,
  loadPromotion,
  nextOfferDeadline,
  parsePromotion,
  promotionText,
  watchMobile,
} from "./index";
import type { RemoteConfig } from "./remote-config";

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe("given the promotion config (SPEC.md §3 'startTime, endTime, a derived isFestival')", () => {
  it.each(vectors.festival.cases)(
    "should derive isFestival $expect at $now",
    ({ now, expect: e }) => {
      const { config } = parsePromotion(JSON.stringify(vectors.festival.config), "{}");
      expect(isFestival(config, new Date(now))).toBe(e);
    },
  );

  it("should read text that is not a JSON object as '{}', so no festival", () => {
    for (const json of ["", "not json", "[1,2]", "null", '"x"']) {
      const promotion = parsePromotion(json, json);
      expect(promotion).toEqual({ config: {}, l10n: {} });
      expect(isFestival(promotion.config, new Date())).toBe(false);
    }
  });

  it("should drop times that are neither text nor a number, and keep the other fields", () => {
    const { config } = parsePromotion('{"startTime":{"x":1},"endTime":5,"plan":"yearly"}', "{}");
    expect(config).toEqual({ endTime: 5, plan: "yearly" });
    expect(isFestival(config, new Date(1))).toBe(false);
  });

  it("should read production's keys in production and the debug keys elsewhere", async () => {
    const values: Record<string, string> = {
      promotion: '{"startTime":1,"endTime":2}',
      promotion_l10n: '{"banner":{"default":"prod"}}',
      debug_promotion: '{"startTime":3,"endTime":4}',
      debug_promotion_l10n: '{"banner":{"default":"debug"}}',
    };
    const remote: RemoteConfig = {
      start: () => undefined,
      read: async (key) => values[key] ?? "{}",
    };
    await expect(loadPromotion(remote, true)).resolves.toEqual({
      config: { startTime: 1, endTime: 2 },
      l10n: { banner: { default: "prod" } },
    });
    expect((await loadPromotion(remote, false)).config).toEqual({ startTime: 3, endTime: 4 });
  });
});

describe("given a localised promotion text (SPEC.md §3 'colour markup … @(number) … default fallback')", () => {
  const l10n = parsePromotion(
    "{}",
    JSON.stringify({
      banner: {
        default: "[accent]Save @(0)%[/accent] today",
        de: "[accent]@(0) % sparen[/accent]",
      },
      broken: "not a locale map",
    }),
  ).l10n;

  it("should pick the locale's text, fill @(0) and keep the colour markup", () => {
    const nodes = promotionText(l10n, "banner", "de", [62]);
    expect(nodes[0]).toMatchObject({ type: "tone", tone: "accent" });
    expect(promoTextToPlain(nodes)).toBe("62 % sparen");
  });

  it("should fall back to the default entry for a locale without one", () => {
    expect(promoTextToPlain(promotionText(l10n, "banner", "ja", [59]))).toBe("Save 59% today");
  });

  it("should give nothing for an unknown key or an entry that is not a locale map", () => {
    expect(promotionText(l10n, "missing", "en")).toEqual([]);
    expect(promotionText(l10n, "broken", "en")).toEqual([]);
    expect(promotionText(l10n, "__proto__", "en")).toEqual([]);
  });
});

describe("given the plan list (SPEC.md §4 'floor of 59 percent', shared vectors)", () => {
  it.each(vectors.max_discount.cases)(
    "should give $expect for $discount_percent",
    ({ discount_percent, expect: expected }) => {
      expect(MAX_DISCOUNT_FLOOR).toBe(59);
      expect(maxDiscount(discount_percent.map((percent) => ({ discount_percent: percent })))).toBe(
        expected,
      );
    },
  );
});

describe("given the clock (SPEC.md §4, shared vectors)", () => {
  it.each(vectors.work_day.cases)("should say work day $expect at $at", ({ at, expect: e }) => {
    expect(isWorkDay(new Date(at))).toBe(e);
  });

  it.each(vectors.offer_deadline.cases)(
    "should count down from $now to $deadline",
    ({ now, deadline, parts }) => {
      const end = nextOfferDeadline(new Date(now));
      expect(end.getTime()).toBe(new Date(deadline).getTime());
      expect(countdownParts(end, new Date(now))).toEqual(parts);
    },
  );
});

describe("given the viewport (SPEC.md §4 'mobile flag … min-width 768px')", () => {
  function fakeMatchMedia(wide: boolean) {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const query = vi.fn((media: string) => ({
      media,
      matches: wide,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    })) as unknown as (media: string) => MediaQueryList;
    const cross = (matches: boolean) => {
      for (const listener of listeners) listener({ matches } as MediaQueryListEvent);
    };
    return { query, cross, listeners };
  }

  it("should be mobile when (min-width: 768px) does not match", () => {
    const narrow = fakeMatchMedia(false);
    expect(isMobile(narrow.query)).toBe(true);
    expect(narrow.query).toHaveBeenCalledWith("(min-width: 768px)");
    expect(isMobile(fakeMatchMedia(true).query)).toBe(false);
  });

  it("should tell when the viewport crosses 768px, until unsubscribed", () => {
    const media = fakeMatchMedia(true);
    const seen: boolean[] = [];
    const stop = watchMobile((mobile) => seen.push(mobile), media.query);
    media.cross(false);
    media.cross(true);
    stop();
    media.cross(false);
    expect(seen).toEqual([true, false]);
  });

  it("should be false without matchMedia (server rendering builds the desktop HTML)", () => {
    expect(isMobile(undefined)).toBe(false);
  });
});

describe("given a daily banner (SPEC.md §4 'Closing a daily banner stores today's date')", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-18T15:00:00"));
  });

  it("should store today's local date in local storage and stay closed until midnight", () => {
    const { result } = renderHook(() => useDailyDismiss("black-friday", dailyBannerStorage));
    act(() => result.current.close());

    expect(localStorage.getItem("banner-close:black-friday")).toBe("2026-11-18");
    expect(result.current.closed).toBe(true);
    act(() => {
      vi.setSystemTime(new Date("2026-11-19T00:00:00"));
      vi.advanceTimersByTime(9 * 3600 * 1000 + 1);
    });
    expect(result.current.closed).toBe(false);
  });
});
