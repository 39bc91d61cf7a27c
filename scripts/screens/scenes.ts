import type { Locator, Page } from "playwright";
import { hydrate } from "../../e2e/hydrate";
import { withLeakingWebRtc } from "../../e2e/leaking-webrtc";
import { asReturningVisitor, withoutPopups } from "../../e2e/quiet-visit";
import type { Setup } from "./setups";

// Issue #38's "What to build", point by point, as the screens a reviewer looks
// at. A scene is one browser visit that leaves one or more screens; states
// that need a flow (a refused checkout, /paysuc, /myaccount after a purchase)
// go through the site's own pages against the api and its payment sandbox.
// Selectors are the site's data-slot names, which the base build (86e0f59)
// mostly shares; a state the build does not have is shot as the page was,
// with a note saying so.

export const POINTS = {
  "1": "Subscription control in /myaccount",
  "2": "A form that forgives",
  "3": "Phone layouts for data",
  "4": "Type that breaks right",
  "5": "Answer first",
  "6": "After purchase",
  "7": "Controls people look for",
  "8": "Show the product",
} as const;

type Point = keyof typeof POINTS;

/** What a scene may do with the visit it is given. */
export interface Session {
  page: Page;
  setup: Setup;
  /** The page's path in the setup's language (or the scene's own). */
  path(path: string): string;
  /** Saves the screen `<screen>--<setup>.png`; a viewport shot unless fullPage. */
  snap(screen: string, options?: { fullPage?: boolean; note?: string }): Promise<void>;
}

export interface Scene {
  /** The screens it leaves, each with its point(s) and what it shows. */
  screens: Record<string, { point: Point | `${Point},${Point}`; title: string }>;
  /** The visitor: first visit (the cookie bar up), returning (nothing covers the page), or the popup's workday. */
  visitor: "first" | "returning" | "workday";
  /** A browser on a device without a Japanese face (scripts/fontconfig-without-cjk.mjs). */
  withoutCjk?: boolean;
  /** A language other than the setup's (the German percent sign), at the setup's viewport. */
  locale?: string;
  /** Only in these setups (the German page needs one phone and the desktop, not two phones). */
  only?: readonly Setup["id"][];
  run(session: Session): Promise<void>;
}

const CARD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };

/** Waits for what settles a page: its load, the web fonts, then two frames. */
export async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Opens a page as a visitor would, hydrated (e2e/hydrate.ts), settled. */
async function open(session: Session, path: string) {
  await session.page.goto(session.path(path));
  await hydrate(session.page);
  await settle(session.page);
}

/** Scrolls the first match to the middle of the screen; false when the page has none. */
async function scrollTo(page: Page, selector: string | Locator): Promise<boolean> {
  const target = (typeof selector === "string" ? page.locator(selector) : selector).first();
  if ((await target.count()) === 0) return false;
  await target.evaluate((element) =>
    element.scrollIntoView({ block: "center", behavior: "instant" }),
  );
  // The floating back-to-top button decides on the scroll event.
  await page.waitForTimeout(400);
  return true;
}

const checkoutForm = "[data-slot=checkout] form";
const field = (page: Page, autocomplete: string) =>
  page.locator(`${checkoutForm} input[autocomplete=${autocomplete}]`);

/** The 12-month plan's checkout with Pay ready (the api has answered). */
async function openCheckout(session: Session) {
  await open(session, "/pricing/checkout/2");
  await session.page.locator(`${checkoutForm} button[type=submit]:enabled`).waitFor();
}

async function fillCard(page: Page) {
  const card = page.locator("[data-slot=card-fields]");
  if (!(await card.isVisible())) await page.locator("[data-method=s1]").click();
  await field(page, "cc-number").fill(CARD.number);
  await field(page, "cc-exp").fill(CARD.expiry);
  await field(page, "cc-csc").fill(CARD.cvc);
}

/** The language menu where a visitor finds it: the header, else the phone menu, else the footer. */
async function openLanguageMenu(page: Page): Promise<string> {
  // A promotion popup that opened anyway (a festival's is not "seen" by e2e/quiet-visit.ts) would take the clicks.
  const popup = page.locator("[data-promo-popup]");
  if (await popup.isVisible()) {
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "hidden" });
  }
  const header = page.locator("[data-slot=header-actions] [data-slot=language-switcher-trigger]");
  if (await header.isVisible()) {
    await header.click();
    return "opened from the header";
  }
  const menuButton = page.locator("[data-slot=header-menu-button]");
  if (await menuButton.isVisible()) {
    await menuButton.click();
    const panel = page.locator("[data-slot=header-menu-panel]");
    await panel.waitFor();
    const inMenu = panel.locator("[data-slot=language-switcher]");
    if (await inMenu.isVisible()) {
      await inMenu.scrollIntoViewIfNeeded();
      const trigger = inMenu.locator("[data-slot=language-switcher-trigger]");
      if (await trigger.isVisible()) await trigger.click();
      return "in the phone menu";
    }
    await page.keyboard.press("Escape");
  }
  const footer = page.locator("footer [data-slot=language-switcher-trigger]").first();
  await footer.scrollIntoViewIfNeeded();
  await footer.click();
  return "not in the header or the phone menu: opened from the footer";
}

export const SCENES: readonly Scene[] = [
  {
    // Points 1 and 6: a real purchase from the checkout to /paysuc, then /myaccount.
    screens: {
      "6-paysuc": { point: "6", title: "/paysuc after a card payment in the sandbox" },
      "1-myaccount": { point: "1,6", title: "/myaccount after the purchase (whole page)" },
      "6-header-paying": { point: "6", title: "Header for a paying customer (/myaccount, top)" },
      "6-devices": { point: "6", title: "/myaccount devices: how this browser is named" },
      "1-renewal": { point: "1", title: "Renewal state, next charge and payment method" },
      "1-renewal-confirm": { point: "1", title: "Turning renewal off: the confirmation" },
      "1-renewal-off": { point: "1", title: "Renewal off: Ends on …" },
    },
    visitor: "returning",
    async run(session) {
      const { page } = session;
      await openCheckout(session);
      await field(page, "email").fill(
        `screens-${session.setup.id}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
      );
      await fillCard(page);
      await page.locator(`${checkoutForm} button[type=submit]`).click();
      await page.waitForURL(/\/paysuc\?order=/, { timeout: 90_000 });
      await hydrate(page);
      await page.locator("[data-slot=paysuc-vip], [data-slot=paysuc-order]").first().waitFor();
      await settle(page);
      await session.snap("6-paysuc", { fullPage: true });

      await open(session, "/myaccount");
      await page.locator("[data-slot=account-subscription]").first().waitFor();
      await settle(page);
      await session.snap("1-myaccount", { fullPage: true });
      await session.snap("6-header-paying");
      await scrollTo(page, "[data-slot=account-device]");
      await session.snap("6-devices");

      const renewal = page.locator("[data-slot=account-renewal]");
      if ((await renewal.count()) === 0) {
        await scrollTo(page, "[data-slot=account-subscription]");
        const note = "This build has no renewal control: /myaccount's subscription as it was.";
        for (const screen of ["1-renewal", "1-renewal-confirm", "1-renewal-off"]) {
          await session.snap(screen, { note });
        }
        return;
      }
      await scrollTo(page, "[data-slot=account-renewal]");
      await session.snap("1-renewal");
      const turnOff = renewal.locator("[data-slot=account-renewal-off]");
      const label = ((await turnOff.textContent()) ?? "").trim();
      await turnOff.click();
      const dialog = page.getByRole("alertdialog");
      await dialog.waitFor();
      await settle(page);
      await session.snap("1-renewal-confirm");
      await dialog.getByRole("button", { name: label, exact: true }).click();
      await page.locator("[data-slot=account-renewal][data-renews=off]").waitFor();
      await scrollTo(page, "[data-slot=account-renewal]");
      await session.snap("1-renewal-off");
    },
  },
  {
    screens: {
      "2-checkout-first-screen": {
        point: "2",
        title: "Checkout's first screen: where the card fields start",
      },
      "2-checkout-after-fix": {
        point: "2",
        title:
          "Checkout refused once, then valid email, card, 12/34 and 123 typed (Pay not pressed again)",
      },
    },
    visitor: "returning",
    async run(session) {
      const { page } = session;
      await openCheckout(session);
      await session.snap("2-checkout-first-screen");
      await field(page, "email").fill("jane@");
      const number = field(page, "cc-number");
      if (!(await number.isVisible())) await page.locator("[data-method=s1]").click();
      await number.pressSequentially("4242424242424241");
      await page.locator(`${checkoutForm} button[type=submit]`).click();
      await page.locator(`${checkoutForm} input[aria-invalid=true]`).first().waitFor();
      await field(page, "email").fill("jane@example.com");
      await number.fill("");
      await number.pressSequentially(CARD.number);
      await field(page, "cc-exp").pressSequentially(CARD.expiry);
      await field(page, "cc-csc").pressSequentially(CARD.cvc);
      await field(page, "cc-csc").blur();
      await settle(page);
      const stale = await page.locator(`${checkoutForm} input[aria-invalid=true]`).count();
      await session.snap("2-checkout-after-fix", {
        fullPage: true,
        note: stale > 0 ? `${stale} field(s) still marked invalid` : undefined,
      });
    },
  },
  {
    screens: {
      "3-webrtc-results": {
        point: "3",
        title: "WebRTC leak test results (a browser leaking 4 addresses), scrolled to them",
      },
    },
    visitor: "returning",
    async run(session) {
      const { page } = session;
      await withLeakingWebRtc(page);
      await open(session, "/webrtc-leak-test");
      await page.locator("[data-slot=result-panel][data-verdict]").first().waitFor();
      await settle(page);
      const found =
        (await scrollTo(page, "[data-slot=address-card]:visible")) ||
        (await scrollTo(page, "[data-slot=address-table]:visible")) ||
        (await scrollTo(page, "main table:visible"));
      await session.snap("3-webrtc-results", {
        note: found ? undefined : "No address list found on the page: shot as it opened.",
      });
    },
  },
  {
    screens: {
      "5-leak-verdict": {
        point: "5",
        title: "Leak test, first visit: is the verdict above the fold?",
      },
    },
    visitor: "first",
    async run(session) {
      const { page } = session;
      await withLeakingWebRtc(page);
      await page.goto(session.path("/webrtc-leak-test"));
      await page.locator("[data-slot=result-panel][data-verdict]").first().waitFor();
      await settle(page);
      await session.snap("5-leak-verdict");
    },
  },
  {
    screens: {
      "5-what-is-my-ip": {
        point: "5",
        title: "/what-is-my-ip, first visit: is the IP above the fold?",
      },
    },
    visitor: "first",
    async run(session) {
      const { page } = session;
      await page.goto(session.path("/what-is-my-ip"));
      // The address the api sees: this machine's, or the visit's X-Forwarded-For under TRUST_PROXY.
      await page
        .getByText(/^\s*(127\.0\.0\.1|10\.77\.\d+\.\d+)\s*$/)
        .first()
        .waitFor();
      await settle(page);
      await session.snap("5-what-is-my-ip");
    },
  },
  {
    screens: {
      "5-pricing-first-screen": {
        point: "5",
        title: "/pricing's first screen: plans and their order",
      },
      "4-pricing": { point: "4", title: "/pricing whole page: line breaks, prices" },
    },
    visitor: "returning",
    async run(session) {
      await open(session, "/pricing");
      await session.snap("5-pricing-first-screen");
      await session.snap("4-pricing", { fullPage: true });
    },
  },
  {
    screens: {
      "8-home-hero": {
        point: "4,8",
        title: "Home's first screen: hero, headline breaks, the product",
      },
      "4-home-price": { point: "4", title: "Home: the price line (US$ 4.99 in ar)" },
    },
    visitor: "returning",
    async run(session) {
      const { page } = session;
      await open(session, "/");
      await session.snap("8-home-hero");
      const found = await scrollTo(page, page.locator("main").getByText(/4[.,٫]99/));
      await session.snap("4-home-price", {
        note: found ? undefined : "No 4.99 on the page: the first screen.",
      });
    },
  },
  {
    screens: {
      "4-de-percent": { point: "4", title: 'German home: "bis zu 62 %" (de at this viewport)' },
    },
    visitor: "returning",
    locale: "de",
    only: ["phone-ja", "desktop-en"],
    async run(session) {
      await open(session, "/");
      const found = await scrollTo(session.page, session.page.locator("main").getByText(/bis zu/));
      await session.snap("4-de-percent", {
        note: `German page at this setup's viewport${found ? "" : '; no "bis zu" found'}.`,
      });
    },
  },
  {
    screens: {
      "8-download": { point: "8", title: "/download/windows first screen: the download button" },
      "4-installer-name": {
        point: "4",
        title: "/download/windows: the installer's file name in the steps",
      },
    },
    visitor: "returning",
    async run(session) {
      const { page } = session;
      await open(session, "/download/windows");
      const link = page.locator("main a[href*='.exe'], main a[download]").first();
      let note: string | undefined;
      if ((await link.count()) > 0) {
        const href = (await link.getAttribute("href")) ?? "";
        const answer = await page.request.head(new URL(href, page.url()).toString());
        note = `Download ${href}: HTTP ${answer.status()}, ${answer.headers()["content-length"] ?? "?"} bytes.`;
      }
      await session.snap("8-download", { note });
      const found = await scrollTo(page, page.locator("main").getByText(/setup\.exe/));
      await session.snap("4-installer-name", {
        note: found ? undefined : "No setup.exe named on the page: the first screen.",
      });
    },
  },
  {
    screens: {
      "8-vpn-server": { point: "4,8", title: "/vpn-server whole page: countries, city names" },
    },
    visitor: "returning",
    async run(session) {
      await open(session, "/vpn-server");
      await session.snap("8-vpn-server", { fullPage: true });
    },
  },
  {
    screens: {
      "4-404-font": { point: "4", title: "404 page on a device without a Japanese font" },
      "4-language-menu": {
        point: "4,7",
        title: "Language menu open (/features) on a device without a Japanese font",
      },
    },
    visitor: "returning",
    withoutCjk: true,
    async run(session) {
      const { page } = session;
      await page.goto(session.path("/no-such-page-for-screens"));
      await settle(page);
      await session.snap("4-404-font");
      await open(session, "/features");
      const where = await openLanguageMenu(page);
      await settle(page);
      await page.waitForTimeout(300);
      await session.snap("4-language-menu", { note: `Language menu ${where}.` });
    },
  },
  {
    screens: {
      "7-cookie-settings": { point: "7", title: "Footer's Cookie settings, pressed" },
    },
    visitor: "returning",
    async run(session) {
      const { page } = session;
      await open(session, "/features");
      const settings = page.locator("[data-slot=footer-cookie-settings]");
      if ((await settings.count()) === 0) {
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
        );
        await page.waitForTimeout(300);
        await session.snap("7-cookie-settings", {
          note: "This build has no Cookie settings control: the footer as it was.",
        });
        return;
      }
      await settings.scrollIntoViewIfNeeded();
      await settings.click();
      await page.locator("[data-slot=cookie-consent]").waitFor();
      await settle(page);
      await session.snap("7-cookie-settings");
    },
  },
  {
    screens: {
      "7-promo-popup": { point: "7", title: "/pricing's workday promotion popup: where it links" },
    },
    visitor: "workday",
    async run(session) {
      const { page } = session;
      await open(session, "/pricing");
      const popup = page.getByRole("dialog");
      await popup.waitFor({ timeout: 30_000 });
      await settle(page);
      const href = await popup.getByRole("link").last().getAttribute("href");
      await session.snap("7-promo-popup", {
        note: `The popup's link: ${href}${href === session.path("/pricing") ? " (this page)" : ""}.`,
      });
    },
  },
];

/** Sets the visit up as the scene's visitor. */
export async function prepareVisitor(page: Page, scene: Scene) {
  if (scene.visitor === "returning") await asReturningVisitor(page);
  if (scene.visitor === "first") await withoutPopups(page);
  if (scene.visitor === "workday") {
    // e2e/controls.spec.ts's workday: the popup shows once a day, at once.
    await page.clock.setFixedTime(new Date("2026-11-18T10:00:00Z"));
    await page.addInitScript(() => localStorage.setItem("accpeted-cookies", "true"));
  }
}
