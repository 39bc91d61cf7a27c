import { expect, type Page, test } from "@playwright/test";
import { message } from "./expected-page";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #34: the checkout is prerendered per plan, with the plan, its price,
// the order summary and the form in the served HTML, and hydrates without a
// mismatch to pay. Issue #37 (SPEC.md §2 validate, §8): a plan id the web
// product does not sell answers 404 with the not-found page.

/** Arabic-Indic digits and separator as Western ones, to compare amounts. */
const digits = (text: string) =>
  text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/٫/g, ".");

/** What a document holds as served, parsed by Chromium's DOMParser (no script runs). */
async function served(page: Page, html: string) {
  await page.goto("about:blank");
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const summary = doc.querySelector("[data-slot=order-summary]");
    const form = doc.querySelector("[data-slot=checkout] form");
    return {
      h1: doc.querySelector("main h1")?.textContent ?? "",
      summary: summary?.textContent ?? "",
      email: form?.querySelector("input[type=email][name=email]") !== null,
      methods: form ? [...form.querySelectorAll("[role=radio]")].length : 0,
      cardNumber: form?.querySelector("input[autocomplete=cc-number]") !== null,
      submit: form?.querySelector("button[type=submit]")?.textContent ?? "",
      planCards: doc.querySelectorAll("[data-slot=plan-card]").length,
      summaryBeforeForm:
        summary !== null &&
        form !== null &&
        Boolean(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING),
    };
  }, html);
}

test.describe("given the checkout as served, before any script runs", () => {
  for (const [path, locale] of [
    ["/pricing/checkout/2", "en"],
    ["/ar/pricing/checkout/2", "ar"],
  ] as const) {
    test(`should hold the 12-month plan, its price, the summary and the form in the HTML of ${path}`, async ({
      page,
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const doc = await served(page, await response.text());
      expect(doc.h1).toBe(message(locale, "pricing.checkout.heading"));
      // The seeded 12-month plan (plans.snapshot.json): $71.88 today, $5.99 a month, 54 % off.
      const summary = digits(doc.summary);
      expect(summary).toContain("71.88");
      expect(summary).toContain("5.99");
      expect(summary).toContain("54");
      expect(doc.email).toBe(true);
      expect(doc.methods).toBe(7);
      expect(doc.cardNumber).toBe(true);
      expect(digits(doc.submit)).toContain("71.88");
      // A phone shows the summary above the form: it must come first in the document too,
      // or a first paint before the parser reaches it has the form jump down when it does
      // (CLS 0.22-0.31 in Lighthouse while CSS put it first).
      expect(doc.summaryBeforeForm).toBe(true);
    });
  }

  test("should serve /pricing/checkout without an id with every plan to pick from (SPEC.md §2: the id is optional)", async ({
    page,
    request,
  }) => {
    const response = await request.get("/pricing/checkout");
    expect(response.status()).toBe(200);
    const doc = await served(page, await response.text());
    expect(doc.planCards).toBe(3);
    expect(doc.email).toBe(true);
    expect(doc.summary).toBe("");
  });

  test("should prerender the free trial's plan with nothing due today", async ({
    page,
    request,
  }) => {
    const doc = await served(page, await (await request.get("/pricing/checkout/25")).text());
    expect(doc.summary).toContain("$0.00");
  });
});

test.describe("given a plan id the web product does not sell (issue #37)", () => {
  for (const [path, locale] of [
    ["/pricing/checkout/999", "en"],
    ["/ar/pricing/checkout/999", "ar"],
    ["/de/pricing/checkout/abc", "de"],
  ] as const) {
    test(`should answer ${path} with 404 and the not-found page`, async ({ page, request }) => {
      // `curl -sI`: the status alone, from a HEAD request.
      expect((await request.head(path)).status()).toBe(404);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("main h1")).toHaveText(message(locale, "404.hero.title"));
      await expect(page.getByText(path, { exact: true })).toBeVisible();
    });
  }
});

test.describe("given the prerendered checkout in the browser", () => {
  for (const path of [
    "/pricing/checkout/2",
    "/ar/pricing/checkout/2",
    "/pricing/checkout",
    "/pricing/checkout/2?payment=abandoned&method=ps",
  ]) {
    test(`should hydrate ${path} with no hydration error, then be ready to pay`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (entry) => {
        // React reports a mismatch as error #418 (minified) or in words.
        if (/hydrat|#418|#419|#423|#425/i.test(entry.text())) errors.push(entry.text());
      });
      await asReturningVisitor(page);
      await page.goto(path);
      await hydrate(page);
      const form = page.locator("[data-slot=checkout] form");
      await expect(form).toBeVisible();
      if (path.includes("/checkout/")) {
        // The api's answer is in: Pay can be pressed.
        await expect(form.locator("button[type=submit]")).toBeEnabled();
      } else {
        await expect(form.locator("[data-slot=plan-card]")).toHaveCount(3);
      }
      if (path.includes("payment=abandoned")) {
        // Back from PayPal: the address's method and notice apply after hydration.
        await expect(page.locator("[data-slot=checkout-notice]")).toBeVisible();
        await expect(page.getByRole("radio", { name: /^PayPal/ })).toHaveAttribute(
          "aria-checked",
          "true",
        );
      }
      expect(errors).toEqual([]);
    });
  }
});
