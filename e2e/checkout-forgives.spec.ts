import { expect, type Page, test } from "@playwright/test";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #38, "A form that forgives": an error goes the moment its field is
// valid, without pressing Pay again; card, wallets and PayPal come first and
// the rest fold under "More ways to pay", so on a phone the card's fields
// start within one screen of the email field.

const prefix = (locale: "en" | "ar") => (locale === "en" ? "" : `/${locale}`);
const field = (page: Page, autocomplete: string) =>
  page.locator(`[data-slot=checkout] form input[autocomplete=${autocomplete}]`);
const payButton = (page: Page) => page.locator("[data-slot=checkout] form button[type=submit]");

/** The 12-month plan's checkout, hydrated, with Pay ready (the api has answered). */
async function openCheckout(page: Page, locale: "en" | "ar", search = "") {
  await asReturningVisitor(page);
  await page.goto(`${prefix(locale)}/pricing/checkout/2${search}`);
  await hydrate(page);
  await expect(payButton(page)).toBeEnabled();
}

test.describe("given a checkout refused once (issue #38)", () => {
  test("should take every error away as the fields become valid, before Pay is pressed again", async ({
    page,
  }) => {
    await openCheckout(page, "en");
    const email = field(page, "email");
    const number = field(page, "cc-number");
    const expiry = field(page, "cc-exp");
    const cvc = field(page, "cc-csc");
    const inputs = [email, number, expiry, cvc];
    await email.fill("jane@");
    await number.pressSequentially("4242424242424241");
    await payButton(page).click();
    const form = page.locator("[data-slot=checkout] form");
    await expect(form).toContainText("This card number is not valid");
    await expect(form).toContainText("Enter the expiry date as MM/YY.");
    await expect(form).toContainText("Enter the 3 or 4 digit security code.");
    await expect(form).toContainText("Enter a valid email address");
    for (const input of inputs) await expect(input).toHaveAttribute("aria-invalid", "true");

    await email.fill("jane@example.com");
    await number.fill("");
    await number.pressSequentially("4242 4242 4242 4242");
    await expiry.pressSequentially("12/34");
    await cvc.pressSequentially("123");

    for (const text of [
      "This card number is not valid",
      "Enter the expiry date",
      "security code",
      "Enter a valid email address",
    ]) {
      await expect(form).not.toContainText(text);
    }
    for (const input of inputs) await expect(input).not.toHaveAttribute("aria-invalid", "true");
    // Nothing was sent: the errors went with the typing alone.
    await expect(page).toHaveURL(/\/pricing\/checkout\/2$/);
  });
});

test.describe("given a phone (390 × 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const locale of ["en", "ar"] as const) {
    test(`should start the card number within one screen of the email field (${locale})`, async ({
      page,
    }) => {
      await openCheckout(page, locale);
      const email = await field(page, "email").boundingBox();
      const number = await field(page, "cc-number").boundingBox();
      expect(email && number).toBeTruthy();
      expect((number?.y ?? 0) - (email?.y ?? 0)).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });
  }
});

test.describe("given the methods folded under More ways to pay", () => {
  test("should open with the keyboard, and stay open while a folded method is chosen", async ({
    page,
  }) => {
    await openCheckout(page, "ar");
    const more = page.locator("[data-slot=payment-methods-more]");
    await expect(more).toHaveText("طرق دفع أخرى");
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("radio", { name: /^العملات المشفّرة/ })).toHaveCount(0);
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("radio", { name: /^العملات المشفّرة/ }).click();
    // The chosen method is never hidden: the button says so and does not close.
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("radio", { name: /^العملات المشفّرة/ })).toBeVisible();

    // Back from a folded provider's page: its method is chosen, so the fold is open.
    await openCheckout(page, "en", "?payment=abandoned&method=rz");
    await expect(page.getByRole("radio", { name: /^UPI and net banking/ })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.locator("[data-slot=payment-methods-more]")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });
});
