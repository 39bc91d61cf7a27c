import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from "@playwright/test";
import { seriousViolations } from "./axe";
import { hydrate } from "./hydrate";
import { withoutPopups } from "./quiet-visit";

// Issue #12: the shop end to end, in Chromium, against the real api and its
// payment sandbox (PGlite). A new visitor arrives through an affiliate link,
// picks a plan on /pricing, signs up on the checkout and pays.

const APP = { "X-App-Type": "501" };

type Provider = "s1" | "gap" | "ps" | "pd" | "rz" | "tpa" | "so";

/** What each payment method is called on the checkout (pricing.checkout.method.*), per language. */
const METHOD: Record<"en" | "ar", Record<Provider, RegExp>> = {
  en: {
    s1: /^Credit or debit card/,
    gap: /^Google Pay or Apple Pay/,
    ps: /^PayPal/,
    pd: /^Card with invoice/,
    rz: /^UPI and net banking/,
    tpa: /^Alipay or WeChat Pay/,
    so: /^Cryptocurrency/,
  },
  ar: {
    s1: /^بطاقة ائتمان/,
    gap: /Google Pay/,
    ps: /PayPal/,
    pd: /فاتورة/,
    rz: /UPI/,
    tpa: /Alipay/,
    so: /^العملات المشفّرة/,
  },
};

interface DevOrder {
  status: string;
  amount_minor: number;
  plan_id: number;
  cps_type: string | null;
  cps_cookie: string | null;
  subscriptions: unknown[];
}

/** The order as the api's database holds it (the loopback-only /dev/orders tool). */
async function orderInApi(request: APIRequestContext, id: string): Promise<DevOrder> {
  const answer = await request.get(`/dev/orders/${id}`);
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** The buyer's subscriptions, asked with the token the site keeps in paypal_token (SPEC.md §4). */
async function subscriptionCount(context: BrowserContext, request: APIRequestContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === "paypal_token")?.value;
  expect(token, "the checkout signed the visitor up").toBeTruthy();
  const answer = await request.get("/api/mms/payment/v1/web/subscription_my", {
    headers: { ...APP, Authorization: `Bearer ${token}` },
  });
  return (await answer.json()).data.total as number;
}

const prefix = (locale: "en" | "ar") => (locale === "en" ? "" : `/${locale}`);

let visitors = 0;

/**
 * A new visitor on `path`, the cookie question answered. Each test is a
 * visitor of its own address (private: no country, docs/geo.md): the api allows 10
 * signups an hour per address (docs/api.md "Rate limits") and believes
 * X-Forwarded-For from this machine (TRUST_PROXY=loopback).
 */
async function startCheckoutAt(page: Page, path: string) {
  visitors += 1;
  // A private address (no country, so US dollars), one per worker and visitor.
  const address = `10.${test.info().workerIndex % 250}.${visitors % 250}.1`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await withoutPopups(page);
  await page.addInitScript(() => localStorage.setItem("accpeted-cookies", "true"));
  await page.goto(path);
  await hydrate(page);
}

/** From /pricing?cjevent=… to the 12-month plan's checkout, with a new email. */
async function startCheckout(page: Page, locale: "en" | "ar", cjevent: string) {
  await startCheckoutAt(page, `${prefix(locale)}/pricing?cjevent=${cjevent}`);
  // The affiliate's own plan set (X-From: CJ): the 12-month plan is id 5.
  const plans = page.locator("[data-slot=pricing-plans]");
  await expect(plans.locator("[data-plan-id='5']")).toBeVisible();
  await plans.locator("[data-plan-id='5']").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/pricing/checkout/5(\\?|$)`));
  await page.locator("[data-slot=checkout] form").waitFor();
  await page
    .getByRole("textbox", { name: locale === "en" ? "Email address" : /البريد/ })
    .fill(`${cjevent}@example.com`);
}

/** Chooses a method, opening "More ways to pay" first when it is folded there (issue #38). */
async function chooseMethod(page: Page, locale: "en" | "ar", provider: Provider) {
  const radio = page.getByRole("radio", { name: METHOD[locale][provider] });
  if (!(await radio.isVisible())) await page.locator("[data-slot=payment-methods-more]").click();
  await radio.click();
}

async function fillCard(page: Page, number: string) {
  const card = page.locator("[data-slot=card-fields]");
  await card.locator("input[autocomplete=cc-number]").fill(number);
  await card.locator("input[autocomplete=cc-exp]").fill("12/34");
  await card.locator("input[autocomplete=cc-csc]").fill("123");
}

const payButton = (page: Page) => page.locator("[data-slot=checkout] form button[type=submit]");

/** Pays with one provider through its sandbox, ends on /paysuc, and returns the order id. */
async function payWith(page: Page, locale: "en" | "ar", provider: Provider): Promise<string> {
  await chooseMethod(page, locale, provider);
  if (provider === "s1") await fillCard(page, "4242 4242 4242 4242");
  await payButton(page).click();
  if (provider === "gap") {
    await page.getByRole("dialog").locator("button").last().click();
  } else if (provider !== "s1") {
    await page.waitForURL(/\/sandbox\/[a-z0-9]+\/checkout\//);
    await page.getByRole("button", { name: "Approve payment" }).click();
  }
  await page.waitForURL(new RegExp(`${prefix(locale)}/paysuc\\?order=`));
  return new URL(page.url()).searchParams.get("order") as string;
}

/**
 * Every provider's journey in one language, the card in both: a provider's
 * flow (its hosted page or form, the redirect back, the order) is the same in
 * either, and the checkout's words and direction are checked by the Arabic
 * journeys and by the axe and 360 px checks below in both. Half the journeys
 * of the two full sets, each of them a sign-up, a payment and a poll.
 */
const JOURNEYS = {
  en: ["s1", "gap", "pd", "tpa"],
  ar: ["s1", "ps", "rz", "so"],
} as const satisfies Record<"en" | "ar", readonly Provider[]>;

for (const locale of ["en", "ar"] as const) {
  test.describe(`given a new visitor from an affiliate link (${locale})`, () => {
    for (const provider of JOURNEYS[locale]) {
      test(`should buy the 12-month plan with ${provider} and land on /paysuc, the order keeping _cps and granting one subscription`, async ({
        page,
        context,
        request,
      }) => {
        const cjevent = `e2e-${locale}-${provider}-${Date.now()}`;
        await startCheckout(page, locale, cjevent);
        const orderId = await payWith(page, locale, provider);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        const order = await orderInApi(request, orderId);
        expect(order).toMatchObject({
          status: "succeeded",
          plan_id: 5,
          cps_type: "cj",
          cps_cookie: cjevent,
        });
        expect(order.subscriptions).toHaveLength(1);
        expect(await subscriptionCount(context, request)).toBe(1);
      });
    }
  });
}

test.describe("given a payment that does not go through", () => {
  test("should say a declined card was declined, once, keep the form, and grant nothing", async ({
    page,
    context,
    request,
  }) => {
    await startCheckout(page, "en", `e2e-declined-${Date.now()}`);
    await chooseMethod(page, "en", "s1");
    await fillCard(page, "4000 0000 0000 0002");
    await payButton(page).click();
    const notice = page.locator("[data-slot=checkout-notice]");
    await expect(notice).toContainText("Your card was declined and nothing was charged.");
    await expect(notice).toHaveCount(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator("input[autocomplete=cc-number]")).toHaveValue("4000 0000 0000 0002");
    await expect(page).toHaveURL(/\/pricing\/checkout\/5/);
    expect(await subscriptionCount(context, request)).toBe(0);
  });

  test("should bring a buyer who leaves the provider's page back to the checkout, plan still chosen", async ({
    page,
    context,
    request,
  }) => {
    await startCheckout(page, "en", `e2e-abandoned-${Date.now()}`);
    await chooseMethod(page, "en", "ps");
    await payButton(page).click();
    await page.waitForURL(/\/sandbox\/ps\/checkout\//);
    await page.getByRole("button", { name: "Cancel and return to mVPN" }).click();
    await page.waitForURL(/\/pricing\/checkout\/5\?payment=abandoned&method=ps/);
    await expect(page.locator("[data-slot=checkout-notice]")).toContainText(
      "You left PayPal before paying, so nothing was charged.",
    );
    await expect(page.locator("[data-slot=order-summary]")).toContainText("mVPN VIP, 12 months");
    await expect(page.getByRole("radio", { name: METHOD.en.ps })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    expect(await subscriptionCount(context, request)).toBe(0);
  });

  test("should take a card that needs verification through the bank's page to /paysuc", async ({
    page,
    context,
    request,
  }) => {
    await startCheckout(page, "en", `e2e-verify-${Date.now()}`);
    await chooseMethod(page, "en", "s1");
    await fillCard(page, "4000 0027 6000 3184");
    await payButton(page).click();
    await page.waitForURL(/\/sandbox\/s1\/verify\//);
    await page.getByRole("button", { name: "Approve payment" }).click();
    await page.waitForURL(/\/paysuc\?order=/);
    expect(await subscriptionCount(context, request)).toBe(1);
  });

  test("should buy once when Pay is double-clicked", async ({ page, context, request }) => {
    await startCheckout(page, "en", `e2e-double-${Date.now()}`);
    await chooseMethod(page, "en", "s1");
    await fillCard(page, "4242 4242 4242 4242");
    await payButton(page).dblclick();
    await page.waitForURL(/\/paysuc\?order=/);
    expect(await subscriptionCount(context, request)).toBe(1);
  });
});

test.describe('given /vpn-trial (SPEC.md §2: "Free trial")', () => {
  test("should start the free trial with nothing charged today, show when it ends and what is charged then, and refuse a second one", async ({
    page,
    request,
  }) => {
    await startCheckoutAt(page, "/vpn-trial");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Try mVPN free for a month");
    await page.getByRole("link", { name: "Start my free trial" }).first().click();
    await expect(page).toHaveURL(/\/pricing\/checkout\/25$/);
    await expect(page.locator("[data-slot=order-summary]")).toContainText("$0.00");
    await page
      .getByRole("textbox", { name: "Email address" })
      .fill(`trial-${Date.now()}@example.com`);
    const orderId = await payWith(page, "en", "tpa");
    const order = await orderInApi(request, orderId);
    expect(order).toMatchObject({ status: "succeeded", plan_id: 25, amount_minor: 0 });
    expect(order.subscriptions).toHaveLength(1);

    // /paysuc: free until a month from now, then the monthly price.
    const paysuc = page.locator("[data-slot=paysuc-free-trial]");
    await expect(paysuc).toContainText("nothing was charged today");
    await expect(paysuc).toContainText("$12.99");

    // /myaccount: when the free month ends and what is charged then.
    await page.goto("/myaccount");
    const subscription = page.locator("[data-slot=account-subscription]");
    await expect(subscription).toContainText("Free trial until");
    await expect(subscription.locator("[data-slot=account-renewal]")).toContainText(
      "Next charge: $12.99 on",
    );

    // A second free trial on the same account is refused before anything is charged.
    await page.goto("/vpn-trial");
    await hydrate(page);
    await page.getByRole("link", { name: "Start my free trial" }).first().click();
    await expect(page).toHaveURL(/\/pricing\/checkout\/25$/);
    await expect(page.getByText("You have already had the free trial")).toBeVisible();
    await chooseMethod(page, "en", "tpa");
    await payButton(page).click();
    await expect(page.getByText("You have already had the free trial")).toBeVisible();
    await expect(page).toHaveURL(/\/pricing\/checkout\/25/);
  });
});

test.describe("given the visitor's country from the api's geo", () => {
  // The api believes X-Forwarded-For from this machine (TRUST_PROXY=loopback in
  // playwright.config.ts): 212.58.244.20 is in the United Kingdom in its database.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "212.58.244.20" } });

  test("should show a GB visitor pounds, without a layout shift when they replace the prerendered dollars", async ({
    page,
  }) => {
    await withoutPopups(page);
    await page.addInitScript(() => {
      localStorage.setItem("accpeted-cookies", "true");
      const shifts = { total: 0 };
      (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/pricing");
    const plans = page.locator("[data-slot=pricing-plans]");
    await expect(plans).toHaveAttribute("data-currency", "GBP");
    await expect(plans.locator("[data-plan-id='2']")).toContainText("£4.99");
    const cls = await page.evaluate(
      () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
    );
    expect(cls).toBeLessThanOrEqual(0.02);
  });
});

test.describe("given /pricing as prerendered", () => {
  for (const path of ["/pricing", "/ar/pricing"]) {
    test(`should hold every plan's price and discount in the HTML of ${path}`, async ({
      request,
      page,
    }) => {
      const html = await (await request.get(path)).text();
      await page.goto("about:blank");
      const cards = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "text/html");
        return [...doc.querySelectorAll("[data-slot=pricing-plans] [data-slot=plan-card]")].map(
          (card) => ({
            id: card.getAttribute("data-plan-id"),
            price: card.querySelector("[data-slot=plan-card-price]")?.textContent ?? "",
            badge: card.querySelector("[data-slot=discount-badge]")?.textContent ?? "",
          }),
        );
      }, html);
      expect(cards.map((card) => card.id)).toEqual(["1", "2", "3"]);
      const digits = (text: string) =>
        text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/٫/g, ".");
      expect(digits(cards[0]?.price ?? "")).toContain("12.99");
      expect(digits(cards[1]?.price ?? "")).toContain("5.99");
      expect(digits(cards[2]?.price ?? "")).toContain("4.99");
      expect(digits(cards[1]?.badge ?? "")).toContain("54");
      expect(digits(cards[2]?.badge ?? "")).toContain("62");
    });
  }
});

test.describe("given the pricing and checkout pages in both directions", () => {
  for (const locale of ["en", "ar"] as const) {
    for (const path of ["/pricing", "/pricing/checkout/2", "/vpn-trial"]) {
      test(`should have no serious axe violation and no horizontal scroll at 360 px on ${prefix(locale)}${path}`, async ({
        page,
      }) => {
        await withoutPopups(page);
        await page.addInitScript(() => localStorage.setItem("accpeted-cookies", "true"));
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(`${prefix(locale)}${path}`);
        await hydrate(page);
        if (path.includes("checkout")) await page.locator("[data-slot=checkout] form").waitFor();
        else if (path === "/vpn-trial")
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        else
          await expect(
            page.locator("[data-slot=pricing-offer-countdown] [role=timer]"),
          ).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          360,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  test("should show the not-found page for a plan id that is not a plan", async ({ page }) => {
    await withoutPopups(page);
    await page.goto("/pricing/checkout/999");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    // In the page's language too: the not-found words are not in the checkout's catalogs.
    await page.goto("/ar/pricing/checkout/999");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
  });
});
