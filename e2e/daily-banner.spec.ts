import { expect, type Page, type Route, test } from "@playwright/test";
import { hydrate } from "./hydrate";

// Issue #37: SPEC.md §4's daily banner, from the remote config, on the marketing pages (docs/promotions.md).
const REMOTE_CONFIG_GLOB = "**/api/mms/config/v1/remote";
const CLOSE_KEY = "banner-close:daily-offer";
/** A Wednesday morning, 2 h 30 min before SPEC.md §4's next offer end (12:00). */
const WEDNESDAY_MORNING = new Date("2026-11-18T09:30:00Z");
const THURSDAY_MORNING = new Date("2026-11-19T09:30:00Z");

/** On 127.0.0.1 the debug keys are read (SPEC.md §4 "Remote promotion config"). */
function fulfilWithBanner(route: Route) {
  return route.fulfill({
    json: {
      code: 0,
      message: "ok",
      data: {
        promotion: "{}",
        promotion_l10n: "{}",
        debug_promotion: "{}",
        debug_promotion_l10n: JSON.stringify({
          banner: {
            default: "[accent]Save @(0)%[/accent] on every plan today",
            de: "[accent]@(0) % sparen[/accent] auf alle Tarife, nur heute",
          },
        }),
      },
    },
  });
}

/**
 * A visitor who answered the cookie question and has seen today's popups
 * (their keys, docs/promotions.md), so only the banner is new on the page.
 */
async function returningVisitorOn(page: Page, day: string) {
  await page.addInitScript((today) => {
    localStorage.setItem("accpeted-cookies", "true");
    for (const flavour of ["weekend", "workday", "mobile-daily"]) {
      localStorage.setItem(`promo-popup-shown:${flavour}`, today);
    }
  }, day);
}

/** SPEC.md §4: the floor of 59, raised to the highest discount_percent of the plan list. */
async function expectedDiscount(page: Page): Promise<number> {
  const answer = await page.request.get("/api/mms/payment/v1/providers/plans", {
    headers: { "X-App-Type": "501" },
  });
  const { data } = await answer.json();
  return Math.max(
    59,
    ...data.list.map((plan: { discount_percent: string }) =>
      Number.parseInt(plan.discount_percent, 10),
    ),
  );
}

const banner = (page: Page, name = "Today's offer") => page.getByRole("region", { name });
const bannerMark = (page: Page) => page.locator("html[data-promo-banner]");

test.describe("given the remote config has a daily banner (SPEC.md §4)", () => {
  test.use({ timezoneId: "UTC" });

  test.beforeEach(async ({ page }) => {
    await page.route(REMOTE_CONFIG_GLOB, fulfilWithBanner);
  });

  test("should show it on a marketing page with its countdown, close it for the day, and not show it again that day", async ({
    page,
  }) => {
    await returningVisitorOn(page, "2026-11-18");
    await page.clock.setFixedTime(WEDNESDAY_MORNING);
    const discount = await expectedDiscount(page);
    await page.goto("/features");
    // The banner comes with the runtime, on the first interaction (ADR 0024).
    await hydrate(page);

    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(bannerMark(page)).toHaveAttribute("data-promo-banner", "open");
    await expect(
      region.getByRole("link", { name: `Save ${discount}% on every plan today` }),
    ).toHaveAttribute("href", "/pricing");
    // To 12:00 (SPEC.md §9 "Offer countdown end: 12:00 or midnight"): 2 h 30 min from 09:30.
    const timer = region.getByRole("timer");
    await expect(timer).toHaveAccessibleName("Offer ends in 2 hours, 30 minutes");
    await expect(timer).toHaveAttribute("aria-live", "off");
    await expect(timer.locator("[data-slot=countdown-value]")).toHaveText(["02", "30", "00"]);

    await region.getByRole("button", { name: "Hide this offer for today" }).click();
    await expect(region).toHaveCount(0);
    // "Closing a daily banner stores today's date."
    expect(await page.evaluate((key) => localStorage.getItem(key), CLOSE_KEY)).toBe("2026-11-18");

    // The same day: not after a reload, nor on another marketing page.
    await page.reload();
    await hydrate(page);
    await expect(bannerMark(page)).toHaveAttribute("data-promo-banner", "closed");
    await expect(banner(page)).toHaveCount(0);
    await page.goto("/aboutus");
    await hydrate(page);
    await expect(bannerMark(page)).toHaveAttribute("data-promo-banner", "closed");
    await expect(banner(page)).toHaveCount(0);

    // The next day it is back.
    await page.clock.setFixedTime(THURSDAY_MORNING);
    await page.reload();
    await hydrate(page);
    await expect(banner(page)).toBeVisible();
  });

  test("should speak the page's language: the text, the region and the close button (de)", async ({
    page,
  }) => {
    await returningVisitorOn(page, "2026-11-18");
    await page.clock.setFixedTime(WEDNESDAY_MORNING);
    await page.goto("/de/vpn-server/germany-vpn");
    await hydrate(page);
    const region = banner(page, "Angebot des Tages");
    await expect(region).toBeVisible();
    await expect(region.getByRole("link")).toHaveAttribute("href", "/de/pricing");
    await expect(region.getByRole("link")).toContainText("sparen auf alle Tarife, nur heute");
    await expect(
      region.getByRole("button", { name: "Angebot für heute ausblenden" }),
    ).toBeVisible();
  });

  test("should not show it on /pricing, whose headline carries the same offer", async ({
    page,
  }) => {
    await returningVisitorOn(page, "2026-11-18");
    await page.clock.setFixedTime(WEDNESDAY_MORNING);
    await page.goto("/pricing");
    await hydrate(page);
    await expect(bannerMark(page)).toHaveAttribute("data-promo-banner", "none");
    await expect(page.locator("[data-slot=banner]")).toHaveCount(0);
  });

  test("should shift nothing on the page when it appears, even scrolled halfway down, and leave the page's end readable", async ({
    page,
  }) => {
    await returningVisitorOn(page, "2026-11-18");
    await page.clock.setFixedTime(WEDNESDAY_MORNING);
    // The config is held back until the page has settled, so the measure covers the banner's arrival only.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.unroute(REMOTE_CONFIG_GLOB);
    await page.route(REMOTE_CONFIG_GLOB, async (route) => {
      await held;
      await fulfilWithBanner(route);
    });
    await page.addInitScript(() => {
      const shifts = { total: 0, sources: [] as string[] };
      (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.total += entry.value;
          for (const source of entry.sources ?? []) {
            const node = source.node;
            shifts.sources.push(
              node instanceof Element ? (node.getAttribute("data-slot") ?? node.tagName) : "?",
            );
          }
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/features");
    // A wheel is a first interaction (ADR 0024): the page hydrates while the visitor reads on.
    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 1200);
    await hydrate(page);
    await expect(page.locator("[data-slot=scroll-to-top]")).toHaveAttribute(
      "data-state",
      "visible",
    );
    await page.evaluate(() => {
      const shifts = (window as unknown as { layoutShift: { total: number; sources: string[] } })
        .layoutShift;
      shifts.total = 0;
      shifts.sources = [];
    });
    release();
    const region = banner(page);
    await expect(region).toBeVisible();
    // Two frames, so any shift the banner caused has been reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shifts = await page.evaluate(
      () =>
        (window as unknown as { layoutShift: { total: number; sources: string[] } }).layoutShift,
    );
    expect(shifts).toEqual({ total: 0, sources: [] });

    // Nothing is hidden under it: the scroll-to-top button sits above it, and the page's last line scrolls clear of it.
    const bar = await region.boundingBox();
    const up = await page.locator("[data-slot=scroll-to-top]").boundingBox();
    expect(bar && up && up.y + up.height <= bar.y).toBe(true);
    await page.keyboard.press("End");
    await expect
      .poll(async () => {
        const footer = await page.locator("footer").last().boundingBox();
        const now = await region.boundingBox();
        return footer && now ? footer.y + footer.height <= now.y + 1 : false;
      })
      .toBe(true);
  });
});
