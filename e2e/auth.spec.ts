import { readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { solvedBotToken } from "./bot-token";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #13: sign in, reset a forgotten password and log out, in Chromium
// against the real api (PGlite), in English and Arabic.

const APP = { "X-App-Type": "501" };
const LOCALES = ["en", "ar"] as const;
type Locale = (typeof LOCALES)[number];
const prefix = (locale: Locale) => (locale === "en" ? "" : `/${locale}`);

/** A message as the visitor reads it: the locale's catalog, English until the translators' turn. */
function t(locale: Locale, id: string): string {
  const catalog = id.split(".")[0];
  const read = (language: string): Record<string, string> => {
    try {
      return JSON.parse(
        readFileSync(
          new URL(`../site/src/i18n/messages/${language}/${catalog}.json`, import.meta.url),
          "utf8",
        ),
      );
    } catch {
      return {};
    }
  };
  const text = read(locale)[id] ?? read("en")[id];
  if (!text) throw new Error(`no message ${id}`);
  return text;
}

let visitors = 0;

/**
 * Each test is a visitor of its own private address, in the browser and in
 * its api calls: the api limits signups, logins and codes per address
 * (docs/api.md "Rate limits") and believes X-Forwarded-For from this machine
 * (TRUST_PROXY=loopback).
 */
async function newVisitor(page: Page): Promise<Record<string, string>> {
  visitors += 1;
  const address = `10.${200 + (test.info().workerIndex % 50)}.${visitors % 250}.7`;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await asReturningVisitor(page);
  return { ...APP, "X-Forwarded-For": address };
}

/** An account as checkout makes one (anonymous_signup with the email), then its first password. */
async function accountWithPassword(
  request: APIRequestContext,
  headers: Record<string, string>,
  password: string,
): Promise<{ email: string; token: string }> {
  const email = `auth-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await request.post("/ws/mm/reca/r3/account/v1/web/anonymous_signup", {
    headers,
    data: { email, recasign: await solvedBotToken(request, headers) },
  });
  expect(signup.status()).toBe(200);
  const token = (await signup.json()).data.token as string;
  const set = await request.post("/api/mms/account/v1/web/set_password", {
    headers: { ...headers, Authorization: `Bearer ${token}` },
    data: { password },
  });
  expect(set.status()).toBe(200);
  return { email, token };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrate(page);
}

async function logIn(page: Page, locale: Locale, email: string, password: string) {
  await page.getByLabel(t(locale, "login.form.email"), { exact: false }).fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole("button", { name: t(locale, "login.form.submit"), exact: true }).click();
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "paypal_token")?.value;

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/**
 * The latest verification mail to `email` in the api's outbox (loopback, no
 * X-Forwarded-For). The mail is in the visitor's language, so the code is read
 * from its link (`…/forgetpassword?email=…&code=NNNNNN&type=…`), which is the
 * same in every language.
 */
async function mailedCode(request: APIRequestContext, email: string) {
  let found: { code: string; link: string } | null = null;
  await expect
    .poll(async () => {
      const html = await (await request.get("/dev/outbox")).text();
      const article = html
        .split("<article>")
        .find((part) => part.includes(`to ${email}`) && part.includes("forgetpassword"));
      const link = article?.match(/href="([^"]+forgetpassword[^"]+)"/)?.[1];
      const code = link?.match(/code=(\d{6})/)?.[1];
      found = code && link ? { code, link: link.replace(/&amp;/g, "&") } : null;
      return found !== null;
    })
    .toBe(true);
  return found as unknown as { code: string; link: string };
}

for (const locale of LOCALES) {
  const p = prefix(locale);

  test.describe(`given an account with a password (${locale})`, () => {
    test("should log in on /login, land on /myaccount, and log out back to the page with a toast", async ({
      page,
      request,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const headers = await newVisitor(page);
      const { email } = await accountWithPassword(request, headers, "Blue-lake-42!x");

      await open(page, `${p}/login`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await logIn(page, locale, email, "Blue-lake-42!x");
      await expect(page).toHaveURL(new RegExp(`${p}/myaccount$`));
      const token = await sessionCookie(page);
      expect(token).toBeTruthy();

      // Log out from a page anyone may see: the visitor stays on it.
      await open(page, `${p}/pricing`);
      await page.locator('[data-slot="header-account-trigger"]').click();
      await page.locator('[data-slot="header-account-logout"]').click();
      await expect(page.locator('[data-slot="toast-message"]')).toHaveText(
        t(locale, "header.signedOut"),
      );
      await expect(page).toHaveURL(new RegExp(`${p}/pricing$`));
      expect(await sessionCookie(page)).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem("USERINFO"))).toBeNull();
      // The token was revoked on the server (docs/api.md: 401/50012 afterwards).
      const profile = await request.get("/api/mms/account/v1/web/profile", {
        headers: { ...headers, Authorization: `Bearer ${token}` },
      });
      expect(profile.status()).toBe(401);
      expect((await profile.json()).code).toBe(50012);
      expect(errors).toEqual([]);
    });

    test("should send a signed-out visit to /paysuc to /login and back to it after signing in", async ({
      page,
      request,
    }) => {
      const headers = await newVisitor(page);
      const { email } = await accountWithPassword(request, headers, "Blue-lake-42!x");
      const order = "0b0e6f5e-8a5c-4c8e-9c1e-2f3a4b5c6d7e";

      await open(page, `${p}/paysuc?order=${order}&provider=rz`);
      await expect(page).toHaveURL(
        new RegExp(
          `${p}/login\\?redirect=${encodeURIComponent(`/paysuc?order=${order}&provider=rz`)}$`,
        ),
      );
      await hydrate(page);
      await logIn(page, locale, email, "Blue-lake-42!x");
      await expect(page).toHaveURL(new RegExp(`${p}/paysuc\\?order=${order}&provider=rz$`));
    });

    test("should say a wrong password, and an unknown email, in the same words", async ({
      page,
      request,
    }) => {
      const headers = await newVisitor(page);
      const { email } = await accountWithPassword(request, headers, "Blue-lake-42!x");
      await open(page, `${p}/login`);

      await logIn(page, locale, email, "Blue-lake-42!y");
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(t(locale, "login.form.wrongCredentials"));
      await expect(page).toHaveURL(new RegExp(`${p}/login$`));
      // What was typed stays.
      await expect(page.getByLabel(t(locale, "login.form.email"), { exact: false })).toHaveValue(
        email,
      );

      await logIn(page, locale, `nobody-${Date.now()}@example.com`, "Blue-lake-42!y");
      await expect(alert).toContainText(t(locale, "login.form.wrongCredentials"));
      expect(await sessionCookie(page)).toBeUndefined();
    });
  });

  test.describe(`given bad input (${locale})`, () => {
    test("should word it by the field and send nothing on /login and /forgetpassword", async ({
      page,
      request,
    }) => {
      await newVisitor(page);
      const sent: string[] = [];
      page.on("request", (request) => {
        if (
          /\/account\/v1\/(web\/login|verification\/request|web\/set_password)/.test(request.url())
        ) {
          sent.push(request.url());
        }
      });

      await open(page, `${p}/login`);
      const email = page.getByLabel(t(locale, "login.form.email"), { exact: false });
      await email.fill("name@gmail.c");
      await page.getByRole("button", { name: t(locale, "login.form.submit"), exact: true }).click();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription(t(locale, "login.form.emailInvalid"));
      await expect(email).toBeFocused();
      const password = page.locator('input[autocomplete="current-password"]');
      await expect(password).toHaveAccessibleDescription(t(locale, "login.form.passwordMissing"));

      await open(page, `${p}/forgetpassword`);
      const resetEmail = page.getByLabel(t(locale, "forgetpassword.form.email"), { exact: false });
      await resetEmail.fill("jane@");
      await page.getByRole("button", { name: t(locale, "forgetpassword.form.send") }).click();
      await expect(resetEmail).toHaveAccessibleDescription(
        t(locale, "forgetpassword.form.emailInvalid"),
      );

      await open(page, `${p}/forgetpassword?email=jane%40example.com&code=12&type=reset_password`);
      const code = page.getByLabel(t(locale, "forgetpassword.form.code"), { exact: false });
      await expect(code).toHaveValue("12");
      await page.getByRole("button", { name: t(locale, "forgetpassword.form.save") }).click();
      await expect(code).toHaveAccessibleDescription(
        new RegExp(
          t(locale, "forgetpassword.form.codeInvalid").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
        ),
      );
      await expect(code).toBeFocused();
      expect(sent).toEqual([]);

      // The api refuses the same input with a clear 400 naming the field, and nothing is written.
      const refused = await request.post("/ws/mm/reca/r2/account/v1/web/login", {
        headers: APP,
        data: { email: "name@gmail.c", password: "x", recasign: "unused" },
      });
      expect(refused.status()).toBe(400);
      expect((await refused.json()).data.fields[0].path).toBe("email");
    });
  });

  test.describe(`given a forgotten password (${locale})`, () => {
    test("should reset it with the code from the outbox mail, sign in and land on /myaccount", async ({
      page,
      request,
    }) => {
      const headers = await newVisitor(page);
      const { email, token: oldToken } = await accountWithPassword(
        request,
        headers,
        "Blue-lake-42!x",
      );

      await open(page, `${p}/forgetpassword`);
      await page.getByLabel(t(locale, "forgetpassword.form.email"), { exact: false }).fill(email);
      await page.getByRole("button", { name: t(locale, "forgetpassword.form.send") }).click();
      await expect(page.getByText(t(locale, "forgetpassword.form.sentTitle"))).toBeVisible();

      const mail = await mailedCode(request, email);
      // The mail was written for the visitor's language: its link opens their site.
      expect(new URL(mail.link).pathname).toBe(`${p}/forgetpassword`);

      await page
        .getByLabel(t(locale, "forgetpassword.form.code"), { exact: false })
        .fill(mail.code);
      await page
        .getByLabel(t(locale, "forgetpassword.form.newPassword"), { exact: false })
        .first()
        .fill("Green-hill-7!q");
      await page
        .getByLabel(t(locale, "forgetpassword.form.confirm"), { exact: false })
        .fill("Green-hill-7!q");
      await page.getByRole("button", { name: t(locale, "forgetpassword.form.save") }).click();
      await expect(page).toHaveURL(new RegExp(`${p}/myaccount$`));
      expect(await sessionCookie(page)).toBeTruthy();

      // The account's other sessions ended with the reset.
      const old = await request.get("/api/mms/account/v1/web/profile", {
        headers: { ...headers, Authorization: `Bearer ${oldToken}` },
      });
      expect(old.status()).toBe(401);
    });
  });

  test.describe(`given a phone at 360 px (${locale})`, () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test("should show /login and /forgetpassword with no serious axe violation and no horizontal scroll", async ({
      page,
    }) => {
      await newVisitor(page);
      await open(page, `${p}/login`);
      await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await page.getByRole("button", { name: t(locale, "login.form.submit"), exact: true }).click();
      await expect(
        page.getByLabel(t(locale, "login.form.email"), { exact: false }),
      ).toHaveAttribute("aria-invalid", "true");
      expect(await seriousViolations(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);

      await open(page, `${p}/forgetpassword`);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);

      await open(
        page,
        `${p}/forgetpassword?email=jane%40example.com&code=493021&type=reset_password`,
      );
      await page
        .getByLabel(t(locale, "forgetpassword.form.newPassword"), { exact: false })
        .first()
        .fill("short");
      await page.getByRole("button", { name: t(locale, "forgetpassword.form.save") }).click();
      await expect(
        page.getByLabel(t(locale, "forgetpassword.form.newPassword"), { exact: false }).first(),
      ).toHaveAttribute("aria-invalid", "true");
      expect(await seriousViolations(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
    });
  });
}
