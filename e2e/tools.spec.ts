import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { asReturningVisitor } from "./quiet-visit";

// Issue #15: the IP lookup and the WebRTC leak test, in en and ar, against
// the api on 127.0.0.1 and its loopback STUN server (playwright.config.ts STUN_PORT).

const LOCALES = [
  { locale: "en", prefix: "", ip: "Your IP address" },
  { locale: "ar", prefix: "/ar", ip: "عنوان IP الخاص بك" },
] as const;

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

for (const { locale, prefix, ip } of LOCALES) {
  test.describe(`given a visitor in ${locale}`, () => {
    test("should show the IP address the api sees (127.0.0.1, IPv4) on /what-is-my-ip", async ({
      page,
    }) => {
      await page.goto(`${prefix}/what-is-my-ip`);
      const result = page.locator('[data-slot="result-panel"][data-status="info"]');
      await expect(result.getByRole("heading", { name: ip })).toBeVisible();
      await expect(result.locator("dd").first()).toHaveText("127.0.0.1");
      await expect(result).toContainText("IPv4");
      await expect(result).not.toContainText("undefined");
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("should reach a verdict on /webrtc-leak-test with the local STUN server", async ({
      page,
    }) => {
      await page.goto(`${prefix}/webrtc-leak-test`);
      const verdict = page.locator('[data-slot="result-panel"][data-verdict]');
      await expect(verdict).toBeVisible();
      // Loopback STUN: the browser's reflexive address is a loopback or
      // reserved one and host addresses are mDNS names, so no public address
      // other than the api's can show: the truthful verdict here is "no leak".
      await expect(verdict).toHaveAttribute("data-verdict", "no-leak");
      await expect(verdict).toContainText("127.0.0.1");
      expect(await seriousViolations(page)).toEqual([]);
    });

    test("should fit a 360 px screen without a horizontal scroll on both tools", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      for (const path of ["/what-is-my-ip", "/webrtc-leak-test"]) {
        await page.goto(`${prefix}${path}`);
        await expect(
          page.locator('[data-slot="result-panel"]:not([data-status="pending"])'),
        ).toBeVisible();
        expect(await noHorizontalScroll(page), `${prefix}${path}`).toBe(true);
      }
    });
  });
}

test("given geo_info fails (SPEC.md §8: null), /what-is-my-ip should say so and retry", async ({
  page,
}) => {
  let failing = true;
  await page.route("**/account/v1/geo_info", (route) =>
    failing ? route.fulfill({ status: 500, body: "" }) : route.fallback(),
  );
  await page.goto("/what-is-my-ip");
  const failure = page.locator('[data-slot="result-panel"][data-status="unknown"]');
  await expect(
    failure.getByRole("heading", { name: "We couldn’t look up your IP address" }),
  ).toBeVisible();
  failing = false;
  await failure.getByRole("button", { name: "Try again" }).click();
  await expect(
    page.locator('[data-slot="result-panel"][data-status="info"] dd').first(),
  ).toHaveText("127.0.0.1");
});
