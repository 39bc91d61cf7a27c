import { type APIRequestContext, expect, type Page, type Request, test } from "@playwright/test";
import { solvedBotToken } from "./bot-token";
import { message, renderedPage, settle } from "./expected-page";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #37, "SPEC.md rules still short": the headers of every call on the wire
// (SPEC.md §7) and the render error with a status (SPEC.md §4, §8), in the browser.

test.beforeEach(({ page }) => asReturningVisitor(page));

/** A new account with a session token, made through the api as the checkout makes one. */
async function signedUpToken(request: APIRequestContext): Promise<string> {
  const worker = test.info().workerIndex % 50;
  const headers = {
    "X-App-Type": "501",
    // One address per test run (signups are limited per address; the api believes loopback's X-Forwarded-For).
    "X-Forwarded-For": `10.77.${worker}.${(Date.now() % 250) + 1}`,
  };
  const signup = await request.post("/ws/mm/reca/r3/account/v1/web/anonymous_signup", {
    headers,
    data: {
      email: `headers-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      recasign: await solvedBotToken(request, headers),
    },
  });
  expect(signup.status()).toBe(200);
  return (await signup.json()).data.token as string;
}

/** Every request the page sends to the api (SPEC.md §7 calls, the tools' routes), as sent. */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/") || pathname.startsWith("/ws/")) calls.push(request);
  });
  return calls;
}

/** Waits until the page has sent each of these api paths at least once. */
async function waitForCalls(calls: Request[], paths: readonly string[]) {
  await expect
    .poll(() => paths.filter((path) => !calls.some((call) => call.url().includes(path))))
    .toEqual([]);
}

// The calls /what-is-my-ip makes as it lands and hydrates: the geo fetch, the
// tools' config, the remote config, and the analytics batch with page_show.
const TOOL_PAGE_CALLS = [
  "/api/mms/account/v1/geo_info",
  "/api/tools/config",
  "/api/mms/config/v1/remote",
  "/api/mms/analytics/v1/events",
];

test.describe("given SPEC.md §7: every call carries X-App-Type 501, and the bearer token when one exists", () => {
  test("should send both on every call of a signed-in visitor", async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await signedUpToken(request);
    await page
      .context()
      .addCookies([{ name: "paypal_token", value: token, url: baseURL as string }]);
    const calls = recordApiCalls(page);
    await page.goto("/what-is-my-ip");
    await hydrate(page);
    await waitForCalls(calls, [...TOOL_PAGE_CALLS, "/api/mms/account/v1/web/profile"]);
    for (const call of calls) {
      const headers = await call.allHeaders();
      expect(headers["x-app-type"], call.url()).toBe("501");
      expect(headers.authorization, call.url()).toBe(`Bearer ${token}`);
    }
  });

  test("should send X-App-Type and no Authorization for a visitor without a token", async ({
    page,
  }) => {
    const calls = recordApiCalls(page);
    await page.goto("/ar/what-is-my-ip");
    await hydrate(page);
    await waitForCalls(calls, TOOL_PAGE_CALLS);
    for (const call of calls) {
      const headers = await call.allHeaders();
      expect(headers["x-app-type"], call.url()).toBe("501");
      expect(headers.authorization, call.url()).toBeUndefined();
    }
  });
});

test.describe('given SPEC.md §4/§8 "A render error that carries a status code redirects to /"', () => {
  for (const locale of ["en", "ar"] as const) {
    const prefix = locale === "en" ? "" : `/${locale}`;

    test(`should send the visitor to the language root in ${locale} when a page's data answers 503`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/pricing`);
      await hydrate(page);
      // The server (or a CDN) fails the page data a client navigation asks for.
      await page.route(`**${prefix}/aboutus.data*`, (route) =>
        route.fulfill({ status: 503, body: "Service Unavailable" }),
      );
      const home = renderedPage(prefix || "/");
      await page.evaluate(
        (to) => window.__reactRouterDataRouter?.navigate(to),
        `${prefix}/aboutus`,
      );
      await settle(page, home);
      expect(new URL(page.url()).pathname).toBe(home.path);
      expect(await page.title()).toBe(home.title);
      // replace: Back does not return to the failed page.
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`${prefix}/pricing`);
    });
  }

  test("should show the not-found page, not go home, when the page's data answers 404", async ({
    page,
  }) => {
    await page.goto("/pricing");
    await hydrate(page);
    await page.route("**/aboutus.data*", (route) => route.fulfill({ status: 404, body: "" }));
    await page.evaluate((to) => window.__reactRouterDataRouter?.navigate(to), "/aboutus");
    // SPEC.md §2: "Page Not Found: {path}", at the address asked for.
    await expect(page.locator("[data-slot=not-found-path]")).toHaveText("/aboutus");
    await expect(page.locator("main h1")).toHaveText(message("en", "404.hero.title"));
    expect(new URL(page.url()).pathname).toBe("/aboutus");
  });
});
