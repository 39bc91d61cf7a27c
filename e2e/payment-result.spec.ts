import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { seriousViolations } from "./axe";
import { solvedBotToken } from "./bot-token";
import { asReturningVisitor } from "./quiet-visit";

// Issue #12: /paystatus and /paysuc against the real api and its payment sandbox.
const APP = { "X-App-Type": "501" };
const PROVIDERS = "/api/mms/payment/v1/providers";

interface Order {
  order_id: string;
  redirect_url: string;
  subscription?: { ends_at: string };
}

/** What the altcha widget does in the browser: solve the api's challenge, send it as recasign. */
async function signUp(request: APIRequestContext): Promise<string> {
  const recasign = await solvedBotToken(request, APP);
  const signup = await request.post("/ws/mm/reca/r3/account/v1/web/anonymous_signup", {
    headers: APP,
    data: { recasign },
  });
  expect(signup.status()).toBe(200);
  return (await signup.json()).data.token;
}

/** An rz order of the 12-month plan (id 2, $71.88), as the checkout would place it. */
async function placeOrder(
  request: APIRequestContext,
  token: string,
  returnUrl?: string,
): Promise<Order> {
  const purchase = await request.post(`${PROVIDERS}/rz/purchase`, {
    headers: { ...APP, Authorization: `Bearer ${token}` },
    data: { plan_id: 2, ...(returnUrl ? { return_url: returnUrl } : {}) },
  });
  expect(purchase.status()).toBe(200);
  return (await purchase.json()).data;
}

async function orderResult(request: APIRequestContext, token: string, id: string): Promise<Order> {
  const answer = await request.post(`${PROVIDERS}/rz/purchase_result`, {
    headers: { ...APP, Authorization: `Bearer ${token}` },
    data: { order_id: id },
  });
  return (await answer.json()).data;
}

/** The site's session: the token in the paypal_token cookie (SPEC.md §4). */
async function signInBrowser(context: BrowserContext, baseURL: string | undefined, token: string) {
  await context.addCookies([{ name: "paypal_token", value: token, url: baseURL as string }]);
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test.beforeEach(({ page }) => asReturningVisitor(page));

test.describe("given an order paid on the provider's page", () => {
  test("should confirm it on /paystatus and forward to /paysuc with the VIP end date", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const token = await signUp(request);
    await signInBrowser(context, baseURL, token);
    const order = await placeOrder(request, token);

    await page.goto(order.redirect_url);
    await page.getByRole("button", { name: "Approve payment" }).click();

    await expect(page).toHaveURL(new RegExp(`/paysuc\\?order=${order.order_id}&provider=rz$`));
    const paid = await orderResult(request, token, order.order_id);
    const endDate = new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(
      new Date(paid.subscription?.ends_at as string),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment successful");
    await expect(page.getByText(`Your VIP access runs until ${endDate}.`)).toBeVisible();
    await expect(page.getByText("12 months of mVPN VIP")).toBeVisible();
    await expect(page.getByText("Paid: $71.88")).toBeVisible();
    await expect(page.locator('[data-slot="download-button"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // An account made at checkout has no password yet: it can choose one here.
    await page.getByLabel("New password", { exact: false }).first().fill("Blue-lake-42!x");
    await page.getByLabel("Confirm the new password", { exact: false }).fill("Blue-lake-42!x");
    await page.getByRole("button", { name: "Set password" }).click();
    await expect(page.getByText("Your password is set")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("given an order declined on the provider's page", () => {
  test("should send the buyer back to the checkout with the plan chosen and payment=declined", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signUp(request);
    await signInBrowser(context, baseURL, token);
    const order = await placeOrder(request, token);

    await page.goto(order.redirect_url);
    const backAtCheckout = page.waitForURL(/\/pricing\/checkout\/2\?payment=declined&method=rz$/);
    await page.getByRole("button", { name: "Decline payment" }).click();
    await backAtCheckout;
  });
});

test.describe("given Arabic at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("should show an open order right to left on /ar/paystatus and /ar/paysuc with no serious axe violation", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signUp(request);
    await signInBrowser(context, baseURL, token);
    const order = await placeOrder(request, token, "/ar/paystatus");
    expect(order.redirect_url).toContain("/sandbox/rz/checkout/");

    // The buyer is still on the provider's page: the order stays pending.
    await page.goto(`/ar/paystatus?order=${order.order_id}&provider=rz`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator('[data-slot="payment-status"][data-tone="pending"]')).toBeVisible();
    await page.waitForRequest((sent) => sent.url().endsWith("/rz/purchase_result"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.goto("/ar/paysuc");
    await expect(page.locator('[data-slot="payment-status"][data-tone="success"]')).toBeVisible();
    await expect(page.locator('[data-slot="set-password-form"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});

test.describe("given a visitor who is not signed in", () => {
  test("should send them from /paysuc to /login", async ({ page }) => {
    await page.goto("/paysuc?order=0b0e6f5e-8a5c-4c8e-9c1e-2f3a4b5c6d7e&provider=rz");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpaysuc%3Forder%3D0b0e6f5e-/);
  });

  test("should ask nothing of the api for a /paystatus link without its order", async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("purchase_result")) calls.push(sent.url());
    });
    await page.goto("/paystatus?provider=paypal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We can’t tell which payment to check",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    expect(calls).toEqual([]);
  });
});
