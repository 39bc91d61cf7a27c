import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { solvedBotToken } from "./bot-token";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #13: /myaccount against the real api: profile and VIP time, subscriptions, first and
// changed password, IP binding, devices, in English and in Arabic.
const WEB = "501";
const ANDROID = "101";
const ACCOUNT = "/api/mms/account/v1/web";
const PASSWORD = "Blue-lake-42!x";
const NEW_PASSWORD = "Green-hill-77?q";
const prefix = (locale: string) => (locale === "en" ? "" : `/${locale}`);

/** The page's words in a locale (the source catalog; English where a translation is not there yet). */
function say(locale: string, id: string, values: Record<string, string | number> = {}): string {
  const read = (lang: string): Record<string, string> => {
    try {
      return JSON.parse(
        readFileSync(join("site/src/i18n/messages", lang, "myaccount.json"), "utf8"),
      ) as Record<string, string>;
    } catch {
      return {};
    }
  };
  const text = read(locale)[id] ?? read("en")[id];
  if (text === undefined) throw new Error(`no message ${id}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

let visitors = 0;

/** One private address per test (signups are limited per address; the api believes X-Forwarded-For from here). */
function newAddress(): string {
  visitors += 1;
  return `10.${200 + (test.info().workerIndex % 50)}.${visitors % 250}.${test.info().repeatEachIndex + 7}`;
}

interface Visitor {
  address: string;
  headers: Record<string, string>;
  email: string;
  token: string;
  userId: number;
}

/** An account with an email and no password, as the checkout makes it. */
async function signUp(request: APIRequestContext): Promise<Visitor> {
  const address = newAddress();
  const headers = { "X-App-Type": WEB, "X-Forwarded-For": address };
  const email = `account-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await request.post("/ws/mm/reca/r3/account/v1/web/anonymous_signup", {
    headers,
    data: { email, recasign: await solvedBotToken(request, headers) },
  });
  expect(signup.status()).toBe(200);
  const { token, user_id: userId } = (await signup.json()).data;
  return { address, headers, email, token, userId };
}

/** 12 months (plan 2, $71.88) paid in one call through the Google Pay sandbox. */
async function buyYear(request: APIRequestContext, visitor: Visitor) {
  const paid = await request.post("/api/mms/payment/v1/providers/gap/purchase_result", {
    headers: { ...visitor.headers, Authorization: `Bearer ${visitor.token}` },
    data: { plan_id: 2, payment_token: "gap_sandbox_approve" },
  });
  expect(paid.status()).toBe(200);
  const list = await request.get("/api/mms/payment/v1/web/subscription_my", {
    headers: { ...visitor.headers, Authorization: `Bearer ${visitor.token}` },
  });
  return (await list.json()).data as { list: { ends_at: string }[] };
}

/** Another session of the account: the login of an app (X-App-Type), which lists it as a device. */
async function logIn(
  request: APIRequestContext,
  visitor: Visitor,
  password: string,
  appType: string,
): Promise<string> {
  const headers = { ...visitor.headers, "X-App-Type": appType };
  const answer = await request.post("/ws/mm/reca/r2/account/v1/web/login", {
    headers,
    data: { email: visitor.email, password, recasign: await solvedBotToken(request, headers) },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).data.token;
}

const profileStatus = async (request: APIRequestContext, visitor: Visitor, token: string) =>
  (
    await request.get(`${ACCOUNT}/profile`, {
      headers: { ...visitor.headers, Authorization: `Bearer ${token}` },
    })
  ).status();

async function openAccount(page: Page, visitor: Visitor, locale: string) {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": visitor.address });
  await page.context().addCookies([
    {
      name: "paypal_token",
      value: visitor.token,
      url: test.info().project.use.baseURL as string,
    },
  ]);
  await page.goto(`${prefix(locale)}/myaccount`);
  await hydrate(page);
  await expect(page.locator("[data-slot=account-profile]")).toBeVisible();
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Accepts the design system's confirm dialog. */
async function confirmDialog(page: Page, title: string, confirmLabel: string) {
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(title);
  await dialog.getByRole("button", { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.beforeEach(({ page }) => asReturningVisitor(page));

for (const locale of ["en", "ar"] as const) {
  test.describe(`given a paying customer in ${locale}`, () => {
    test("should show the VIP time and the subscription, and set then change the password", async ({
      page,
      request,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const visitor = await signUp(request);
      const { list } = await buyYear(request, visitor);
      await openAccount(page, visitor, locale);

      const profile = page.locator("[data-slot=account-profile]");
      await expect(profile.locator("[data-slot=account-email]")).toHaveText(visitor.email);
      // Issue #38: no internal id or product code on the page.
      await expect(page.locator("[data-slot=account]")).not.toContainText("User ID");
      await expect(
        profile.locator("dd").filter({ hasText: new RegExp(`^\\s*${visitor.userId}\\s*$`) }),
      ).toHaveCount(0);
      const endDate = new Intl.DateTimeFormat(locale, {
        dateStyle: "long",
        numberingSystem: "latn",
      }).format(new Date(list[0]?.ends_at as string));
      await expect(profile.locator("[data-slot=account-vip-until]")).toContainText(endDate);
      await expect(profile.locator("[data-slot=account-vip-left]")).toContainText(/36[56]/);
      await expect(profile.getByRole("link")).toHaveAttribute("href", `${prefix(locale)}/pricing`);

      const subscription = page.locator("[data-slot=account-subscription]");
      await expect(subscription).toHaveCount(1);
      await expect(subscription).toHaveAttribute("data-status", "active");
      await expect(subscription).toContainText(say(locale, "myaccount.provider.gap"));
      await expect(subscription).toContainText("71.88");
      await expect(subscription).toContainText(endDate);

      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: `test-results/account-${locale}-360.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // A first password (password_set 0).
      const setForm = page.locator("[data-slot=set-password-form]");
      await setForm.locator("input[autocomplete=new-password]").nth(0).fill(PASSWORD);
      await setForm.locator("input[autocomplete=new-password]").nth(1).fill(PASSWORD);
      await setForm.locator("button[type=submit]").click();
      await expect(page.locator("[data-slot=account-set-password]")).toContainText(
        say(locale, "myaccount.setPassword.doneTitle"),
      );

      // Another session, then a wrong current password: the api's 400 by the field, nothing changed.
      const other = await logIn(request, visitor, PASSWORD, WEB);
      const change = page.locator("[data-slot=account-change-password]");
      const oldField = change.locator("input[autocomplete=current-password]");
      await oldField.fill("Not-the-password-1!");
      await change.locator("input[autocomplete=new-password]").nth(0).fill(NEW_PASSWORD);
      await change.locator("input[autocomplete=new-password]").nth(1).fill(NEW_PASSWORD);
      const refused = page.waitForResponse((response) =>
        response.url().includes("/change_password"),
      );
      await change.locator("button[type=submit]").click();
      expect((await refused).status()).toBe(400);
      await expect(oldField).toHaveAttribute("aria-invalid", "true");
      await expect(oldField).toBeFocused();
      if (locale === "en") await expect(change).toContainText("The current password is incorrect.");
      await expect(change.locator("input[autocomplete=new-password]").nth(0)).toHaveValue(
        NEW_PASSWORD,
      );
      expect(await profileStatus(request, visitor, other)).toBe(200);

      // The right one: the other session ends, this one stays, and the visitor is told.
      await oldField.fill(PASSWORD);
      await change.locator("button[type=submit]").click();
      await expect(change).toContainText(
        say(locale, "myaccount.password.done", { count: 1 }).split(" {count")[0] as string,
      );
      expect(await profileStatus(request, visitor, other)).toBe(401);
      expect(await profileStatus(request, visitor, visitor.token)).toBe(200);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });

    test("should turn the renewal off after a confirmation in words, say when it ends, and turn it on again (issue #38)", async ({
      page,
      request,
    }) => {
      const visitor = await signUp(request);
      const { list } = await buyYear(request, visitor);
      await openAccount(page, visitor, locale);
      const auth = { ...visitor.headers, Authorization: `Bearer ${visitor.token}` };
      const renewsOnApi = async () =>
        (
          (
            await (
              await request.get("/api/mms/payment/v1/web/subscription_my", { headers: auth })
            ).json()
          ).data as { list: { renews: boolean }[] }
        ).list[0]?.renews;
      const endDate = new Intl.DateTimeFormat(locale, {
        dateStyle: "long",
        numberingSystem: "latn",
      }).format(new Date(list[0]?.ends_at as string));

      // On: the next charge is the undiscounted year (12 × $12.99), at the end of this one.
      const renewal = page.locator("[data-slot=account-renewal]");
      await expect(renewal).toHaveAttribute("data-renews", "on");
      await expect(renewal).toContainText(say(locale, "myaccount.renewal.on"));
      await expect(renewal).toContainText("155.88");
      await expect(renewal).toContainText(endDate);
      await expect(renewal.locator("bdi")).toHaveAttribute("dir", "ltr");

      // Off: two clicks, the second on a confirmation that says what happens.
      await renewal.getByRole("button", { name: say(locale, "myaccount.renewal.turnOff") }).click();
      await expect(page.getByRole("alertdialog")).toContainText(endDate);
      await confirmDialog(
        page,
        say(locale, "myaccount.renewal.confirmTitle"),
        say(locale, "myaccount.renewal.turnOff"),
      );
      await expect(renewal).toHaveAttribute("data-renews", "off");
      await expect(renewal).toContainText(
        say(locale, "myaccount.renewal.endsOn", { date: endDate }),
      );
      await expect(renewal.locator("p").first()).toBeFocused();
      expect(await renewsOnApi()).toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({
        path: `test-results/account-renewal-off-${locale}.png`,
        fullPage: true,
      });

      // On again: one click.
      await renewal.getByRole("button", { name: say(locale, "myaccount.renewal.turnOn") }).click();
      await expect(renewal).toHaveAttribute("data-renews", "on");
      await expect(renewal).toContainText("155.88");
      expect(await renewsOnApi()).toBe(true);
    });

    test("should bind and remove an IP address and unbind a device", async ({ page, request }) => {
      const visitor = await signUp(request);
      const set = await request.post(`${ACCOUNT}/set_password`, {
        headers: { ...visitor.headers, Authorization: `Bearer ${visitor.token}` },
        data: { password: PASSWORD },
      });
      expect(set.status()).toBe(200);
      const android = await logIn(request, visitor, PASSWORD, ANDROID);
      const binds: string[] = [];
      page.on("request", (sent) => {
        if (sent.url().includes("/user_ip/bind")) binds.push(sent.url());
      });
      await openAccount(page, visitor, locale);

      // No subscription: the empty state leads to /pricing.
      await expect(
        page.locator("[data-slot=account-subscriptions-empty]").getByRole("link"),
      ).toHaveAttribute("href", `${prefix(locale)}/pricing`);

      // A malformed address: a translated message, no request.
      const ip = page.locator("[data-slot=account-ip]");
      await expect(ip.locator("[data-slot=account-ip-bound]")).toContainText(
        say(locale, "myaccount.ip.none"),
      );
      const field = ip.locator("input[dir=ltr]");
      await field.fill("300.1.2.3");
      await ip.locator("form button[type=submit]").click();
      await expect(ip).toContainText(say(locale, "myaccount.ip.invalid"));
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toBeFocused();
      await expect(field).toHaveValue("300.1.2.3");
      expect(binds).toEqual([]);

      // A typed address, then the current one, then removed after the confirm dialog.
      await field.fill("2001:db8::1");
      await ip.locator("form button[type=submit]").click();
      await expect(ip.locator("[data-slot=account-ip-bound]")).toContainText("2001:db8::1");
      await ip.locator("[data-slot=account-ip-current]").click();
      await expect(ip.locator("[data-slot=account-ip-bound]")).toContainText(visitor.address);
      expect(binds).toHaveLength(2);
      await ip.locator("[data-slot=account-ip-bound] button").click();
      await confirmDialog(
        page,
        say(locale, "myaccount.ip.removeTitle"),
        say(locale, "myaccount.ip.remove"),
      );
      await expect(ip.locator("[data-slot=account-ip-bound]")).toContainText(
        say(locale, "myaccount.ip.none"),
      );
      const query = await request.post(`${ACCOUNT}/user_ip/query`, {
        headers: { ...visitor.headers, Authorization: `Bearer ${visitor.token}` },
        data: { _span: Date.now() },
      });
      expect((await query.json()).data.ip).toBeNull();

      // Devices: this browser (current) and the Android app; unbind the app.
      const devices = page.locator("[data-slot=account-device]");
      await expect(devices).toHaveCount(2);
      const web = page.locator(`[data-slot=account-device][data-app-type="${WEB}"]`);
      await expect(web).toContainText(say(locale, "myaccount.device.current"));
      const app = page.locator(`[data-slot=account-device][data-app-type="${ANDROID}"]`);
      // Named by platform, never by the product code (issue #38).
      await expect(app).toContainText(say(locale, "myaccount.device.androidApp"));
      await expect(page.locator("[data-slot=account-devices]")).not.toContainText(
        /Android_Master|Web_Master/,
      );
      // SPEC.md §9 "Time display: 12-hour with AM/PM": the last-seen time, with the locale's own marker.
      await expect(app.locator("time[data-slot=clock-time]")).toHaveText(
        locale === "ar" ? /\d{1,2}:\d\d\s[صم]$/ : /, \d{1,2}:\d\d\s[AP]M$/,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 360, height: 800 });
      expect(await noHorizontalScroll(page)).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
      await app.getByRole("button").click();
      await confirmDialog(
        page,
        say(locale, "myaccount.device.unbindTitle", {
          app: say(locale, "myaccount.device.androidApp"),
        }),
        say(locale, "myaccount.device.unbind"),
      );
      await expect(devices).toHaveCount(1);
      expect(await profileStatus(request, visitor, android)).toBe(401);
      await page.screenshot({ path: `test-results/account-${locale}-1280.png`, fullPage: true });
    });
  });
}

test.describe("given a session the api has ended", () => {
  test("should ask to log in again (50012), then send the visitor from /myaccount to /login and back", async ({
    page,
    request,
    baseURL,
  }) => {
    const visitor = await signUp(request);
    const logout = await request.post(`${ACCOUNT}/logout`, {
      headers: { ...visitor.headers, Authorization: `Bearer ${visitor.token}` },
    });
    expect(logout.status()).toBe(200);
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": visitor.address });
    await page
      .context()
      .addCookies([{ name: "paypal_token", value: visitor.token, url: baseURL as string }]);
    await page.goto("/myaccount");
    // SPEC.md §8: a session-expiry code is asked about, not swallowed by the quiet client.
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText("Session ended");
    await dialog.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(page).toHaveURL(/\/login\?redirect=(\/|%2F)myaccount$/);
    expect((await page.context().cookies()).some((cookie) => cookie.name === "paypal_token")).toBe(
      false,
    );
  });
});
