import { APP_TYPE, SEEDED_PLAN_IDS } from "@mvpn/contract/constants";
import { LOCALE_CODES } from "@mvpn/locales";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { matchPage } from "../site/src/app/routing/match-page";
import { prefixOf } from "../site/src/app/routing/paths";
import { prerenderPaths } from "../site/src/prerender-paths";
import { seriousViolations } from "./axe";
import { solvedBotToken } from "./bot-token";
import {
  expectFacts,
  navigateInApp,
  renderedFacts,
  renderedPage,
  servedPage,
  settle,
} from "./expected-page";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #19: axe over every route of the built site, signed out and signed in:
// no serious or critical violation (WCAG 2.2 AA tags, as the other specs).
// A route is a page of the route table (SPEC.md §2; ADR 0021): a blog tag,
// an article or a "more" page is one route whatever its parameter, since one
// template renders them all. Signed out, English (no prefix) and Arabic
// (right-to-left) check every route at 1280 px, through its first document;
// each of the other ten prefixes checks every 10th document, offset by the
// prefix, so across them every document (each tag and article too) is
// checked once more in another locale. Signed in, each route once across the
// 12 prefixes (as e2e/crawl.spec.ts rotates its hydration). A returning
// visitor: the promotion popups and the cookie question come and go with the
// clock, and the stories' axe tests cover those components themselves.
// Each part of a list loads its first document in full and reaches the others
// by client navigation, as a visitor clicking through the site does: the
// same page components render the same DOM (the crawl checks every document's
// full load and hydration), without downloading, compiling and hydrating the
// frame and injecting axe again for each document, which cost 2.2 s a
// document against 0.65 s (docs/testing.md). On each page the walk also checks
// the crawl's facts of a rendered page (its address, lang and dir, its own
// title, one h1, no message id shown as text, no uncaught error): this walk is
// the crawl's second pass (e2e/crawl.spec.ts).
const WEB = "501";
/**
 * The CJ affiliate's plans have checkout pages (a visitor CJ sent buys them),
 * but a visitor CJ did not send sees the not-found page there once the plan
 * list has answered: what such a document shows depends on that moment, so
 * the site-wide pass leaves them out (e2e/checkout-prerender.spec.ts covers
 * the checkout's documents).
 */
const CJ_CHECKOUTS = new Set(SEEDED_PLAN_IDS[APP_TYPE].cj.map(String));
const paths = prerenderPaths().filter(
  (path) => !CJ_CHECKOUTS.has(/\/pricing\/checkout\/(\d+)$/.exec(path)?.[1] ?? ""),
);
const FULL: readonly (string | null)[] = [null, "ar"];
const rotated = LOCALE_CODES.filter((code) => !FULL.includes(code));
const ROTATION = rotated.length;

/** The first document of each route (page key) among `mine`, in table order. */
function oneDocumentPerRoute(mine: readonly string[]): string[] {
  const seen = new Set<string>();
  return mine.filter((path) => {
    const route = matchPage(path)?.key ?? path;
    if (seen.has(route)) return false;
    seen.add(route);
    return true;
  });
}

/**
 * The paths a prefix checks. Signed out: one document per route for en and
 * ar, every 10th document for each other prefix. Signed in (what changes is
 * the header's account state and the pages behind sign-in): every 12th route,
 * offset by the prefix, so each route is checked signed in once across the
 * 12 prefixes.
 */
function sample(prefix: string | null, signedIn: boolean): string[] {
  const mine = paths.filter((path) => prefixOf(path) === prefix);
  if (signedIn) {
    const prefixes = [null, ...LOCALE_CODES];
    return oneDocumentPerRoute(mine).filter(
      (_, index) => index % prefixes.length === prefixes.indexOf(prefix),
    );
  }
  if (FULL.includes(prefix)) return oneDocumentPerRoute(mine);
  const offset = rotated.indexOf(prefix as (typeof rotated)[number]);
  return mine.filter((_, index) => index % ROTATION === offset);
}

let visitors = 0;
/** One private address per signed-in visitor (signups are limited to 10 an hour per address). */
function newAddress(): string {
  visitors += 1;
  return `10.${150 + (test.info().workerIndex % 50)}.${visitors % 250}.${test.info().repeatEachIndex + 9}`;
}

/** An account made through the api as the checkout makes one; its token signs the browser in. */
async function signIn(page: Page, request: APIRequestContext) {
  const address = newAddress();
  const headers = { "X-App-Type": WEB, "X-Forwarded-For": address };
  const email = `axe-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await request.post("/ws/mm/reca/r3/account/v1/web/anonymous_signup", {
    headers,
    data: { email, recasign: await solvedBotToken(request, headers) },
  });
  expect(signup.status()).toBe(200);
  const { token } = (await signup.json()).data;
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
  await page
    .context()
    .addCookies([
      { name: "paypal_token", value: token, url: test.info().project.use.baseURL as string },
    ]);
}

test.describe("given a phone that has not scrolled, as Lighthouse's accessibility audit sees a page", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  // Bands below the first are not rendered until they near the screen
  // (content-visibility, site/src/app.css): no band that holds light text on a
  // dark background may be among them, or a checker reads it against white.
  for (const path of ["/", "/ar", "/ja", "/pricing"]) {
    test(`should show no serious or critical axe violation on ${path} before any scroll`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      await page.goto(path, { waitUntil: "load" });
      expect(await seriousViolations(page, { asLoaded: true })).toEqual([]);
    });
  }
});

test.use({ viewport: { width: 1280, height: 900 } });

/** Long lists in parts, so the two workers share them and a failure names a smaller set. */
const PART = 16;
function parts(list: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let start = 0; start < list.length; start += PART) out.push(list.slice(start, start + PART));
  return out;
}

for (const signedIn of [false, true]) {
  test.describe(`given a visitor signed ${signedIn ? "in" : "out"}`, () => {
    for (const prefix of [...FULL, ...rotated]) {
      const name = prefix ? `/${prefix}` : "no prefix (en)";
      for (const [part, mine] of parts(sample(prefix, signedIn)).entries()) {
        test(`should show no serious or critical axe violation on ${mine.length} documents under ${name} (part ${part + 1})`, async ({
          page,
          request,
        }) => {
          test.setTimeout(60_000 + mine.length * 5_000);
          await asReturningVisitor(page);
          if (signedIn) await signIn(page, request);
          const errors: string[] = [];
          page.on("pageerror", (error) => errors.push(error.message));
          for (const [index, path] of mine.entries()) {
            // Signed out, a page behind sign-in shows the login page.
            const expected = signedIn ? servedPage(path) : renderedPage(path);
            if (index === 0) {
              const response = await page.goto(path, { waitUntil: "domcontentloaded" });
              expect.soft(response?.status(), `${path} status`).toBe(200);
              await hydrate(page, { timeout: 15_000 });
              await settle(page, expected);
            } else {
              await navigateInApp(page, path, expected);
            }
            expectFacts(await renderedFacts(page), expected, `${path} rendered`);
            expect.soft(errors, `${path} uncaught errors`).toEqual([]);
            errors.length = 0;
            expect.soft(await seriousViolations(page), `${path} at ${page.url()}`).toEqual([]);
          }
        });
      }
    }
  });
}
