import { expect, type Request, test } from "@playwright/test";
import { ANALYTICS_PATH, isApiCall, isPageShow } from "./api-calls";
import { cookie } from "./cookies";
import { hydrate } from "./hydrate";
import { withoutPopups } from "./quiet-visit";

// The api client in the browser: SPEC.md §7's headers on every call, §4's session rules and §8's error table.
const PROFILE_GLOB = "**/api/mms/account/v1/web/profile";
/** SPEC.md §4 "Session", word for word. */
const LOGGED_OUT = "You have been logged out, you can cancel to stay on this page, or log in again";
/** The api answers 401/50008 to a well-formed token it never issued (docs/api.md). */
const UNKNOWN_TOKEN = "A".repeat(43);

test.describe("given SPEC.md §7's X-App-Type header", () => {
  test.use({ timezoneId: "UTC" });

  test("should send X-App-Type: 501 on every call the page makes to the api", async ({ page }) => {
    const calls: Request[] = [];
    page.on("request", (request) => {
      if (isApiCall(request)) calls.push(request);
    });
    // A work day, so the workday popup also asks for the plan list (its maximum discount);
    // the cookie question answered, since popups wait for it.
    await page.clock.setFixedTime(new Date("2026-11-18T10:00:00Z"));
    await page.addInitScript(() => localStorage.setItem("accpeted-cookies", "true"));
    const pageShow = page.waitForRequest(isPageShow);
    await page.goto("/?cjevent=cj-9");
    await pageShow;
    // The runtime (remote config, promotions) starts with hydration: on the first interaction (ADR 0024).
    await hydrate(page);
    await expect(page.getByRole("dialog", { name: "Today's offer" })).toBeVisible();

    const paths = calls.map((request) => new URL(request.url()).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/mms/account/v1/geo_info",
        "/api/mms/config/v1/remote",
        "/api/mms/payment/v1/providers/plans",
        ANALYTICS_PATH,
      ]),
    );
    for (const request of calls) {
      expect(await request.headerValue("x-app-type"), request.url()).toBe("501");
    }
  });
});

test.describe("given SPEC.md §4's session rules and §8's error table", () => {
  test("should ask on 50008 with a non-200 status, and on accept clear the token and reload", async ({
    page,
    context,
    baseURL,
  }) => {
    await withoutPopups(page);
    await context.addCookies([
      { name: "paypal_token", value: UNKNOWN_TOKEN, url: baseURL as string },
    ]);
    const profile = page.waitForResponse(PROFILE_GLOB);
    await page.goto("/pricing");
    const answer = await profile;
    expect(answer.status()).toBe(401);
    expect((await answer.json()).code).toBe(50008);
    expect(await answer.request().headerValue("authorization")).toBe(`Bearer ${UNKNOWN_TOKEN}`);
    expect(await answer.request().headerValue("x-app-type")).toBe("501");

    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(LOGGED_OUT);
    const reloaded = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await reloaded;
    await hydrate(page);
    await expect(page).toHaveURL(/\/pricing$/);
    expect(await cookie(context, "paypal_token")).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem("USERINFO"))).toBeNull();
  });

  test("should keep the visitor on the page with the token when 50014 (non-200) is cancelled", async ({
    page,
    context,
    baseURL,
  }) => {
    await withoutPopups(page);
    await context.addCookies([
      { name: "paypal_token", value: UNKNOWN_TOKEN, url: baseURL as string },
    ]);
    await page.route(PROFILE_GLOB, (route) =>
      route.fulfill({
        status: 401,
        json: { code: 50014, message: "Your session has expired. Please log in again." },
      }),
    );
    await page.goto("/pricing");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(LOGGED_OUT);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/pricing$/);
    expect((await cookie(context, "paypal_token"))?.value).toBe(UNKNOWN_TOKEN);
  });

  for (const [code, status] of [
    [401, 401],
    [403, 200],
  ] as const) {
    test(`should clear the token and go to /login on body code ${code} (status ${status})`, async ({
      page,
      context,
      baseURL,
    }) => {
      await withoutPopups(page);
      await context.addCookies([
        { name: "paypal_token", value: UNKNOWN_TOKEN, url: baseURL as string },
      ]);
      await page.route(PROFILE_GLOB, (route) =>
        route.fulfill({ status, json: { code, message: "Please log in to continue." } }),
      );
      await page.goto("/de/features");
      await expect(page).toHaveURL(/\/de\/login$/);
      expect(await cookie(context, "paypal_token")).toBeUndefined();
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    });
  }
});
