import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { seriousViolations } from "./axe";
import { message } from "./expected-page";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

// Issue #37, ADR 0028: SPEC.md §2's help centre, prerendered in English
// (/help) and Russian (/ru/help), reached through the language rule's link
// ("ru gets the Russian help centre, every other language the English one"),
// searchable with the blog's search, and leading to the contact page.

const CONTENT = join(import.meta.dirname, "../site/content/help");

/** An article's title from its front matter, as the page's <h1> shows it. */
function articleTitle(locale: "en" | "ru", slug: string): string {
  const source = readFileSync(join(CONTENT, locale, `${slug}.md`), "utf8");
  return parseYaml(source.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? "").title;
}

const CASES = [
  { locale: "en", home: "/", help: "/help", contact: "/contact-us", query: "refund" },
  { locale: "ru", home: "/ru", help: "/ru/help", contact: "/ru/contact-us", query: "возврат" },
] as const;

const footerHelpLink = (page: Page, locale: string) =>
  page.getByRole("contentinfo").getByRole("link", { name: message(locale, "footer.help") });

for (const { locale, home, help, contact, query } of CASES) {
  test.describe(`given a visitor in ${locale} who needs help`, () => {
    test("should reach the help centre from the footer, search it, read an article and find the contact page", async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await asReturningVisitor(page);
      await page.goto(home);
      await hydrate(page);

      await footerHelpLink(page, locale).click();
      await expect(page).toHaveURL(new RegExp(`${help}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        message(locale, "help.hero.title"),
      );
      expect(await seriousViolations(page)).toEqual([]);

      const box = page.getByRole("searchbox", { name: message(locale, "help.search.label") });
      await box.fill(query);
      await box.press("Enter");
      await expect(page).toHaveURL(`${help}?q=${encodeURIComponent(query)}`);
      const results = page.locator("[data-slot=help-search-results]");
      const first = results.getByRole("link").first();
      await expect(first).toHaveAttribute("href", `${help}/payments-and-refunds`);
      await expect(results.locator("mark").first()).toBeVisible();

      await first.click();
      await expect(page).toHaveURL(new RegExp(`${help}/payments-and-refunds$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        articleTitle(locale, "payments-and-refunds"),
      );
      expect(await seriousViolations(page)).toEqual([]);

      await page
        .locator("[data-slot=help-contact]")
        .getByRole("link", { name: message(locale, "help.contact.link") })
        .click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        message(locale, "contact-us.hero.title"),
      );
      expect(errors).toEqual([]);
    });

    test("should search without JavaScript: the form is a plain GET to the index, which lists every topic", async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${help}/free-trial`);
      await page.getByRole("searchbox").fill(query);
      await page.getByRole("button", { name: message(locale, "help.search.submit") }).click();
      await expect(page).toHaveURL(`${help}?q=${encodeURIComponent(query)}`);
      await expect(page.locator("[data-slot=help-group]")).toHaveCount(4);
      await expect(
        page.getByRole("link", { name: articleTitle(locale, "payments-and-refunds") }),
      ).toBeVisible();
      await context.close();
    });
  });
}

test.describe("given a visitor in another language (SPEC.md §2: the English help centre)", () => {
  test("should send a German visitor to /help and keep them there, in English", async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto("/de");
    await hydrate(page);
    await footerHelpLink(page, "de").click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      message("en", "help.hero.title"),
    );
    // Step 4 of the locale rules would send a German visitor to /de/help, which does not exist:
    // give the rules SPEC.md §9's route delay (100 ms) and more, then check they left the page be.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("should link the contact page's help card to the help centre of the language rule", async ({
    page,
  }) => {
    await asReturningVisitor(page);
    for (const [path, expected] of [
      ["/contact-us", "/help"],
      ["/ar/contact-us", "/help"],
      ["/ru/contact-us", "/ru/help"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId("contact-help-centre")).toHaveAttribute("href", expected);
    }
  });

  test("should answer /de/help and /ar/help/free-trial 404 with the not-found page", async ({
    page,
  }) => {
    for (const path of ["/de/help", "/ar/help/free-trial", "/help/no-such-article"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("main h1")).toHaveText(
        message(path.startsWith("/help") ? "en" : path.slice(1, 3), "404.hero.title"),
      );
    }
  });
});

test.describe("given the built site served by the api", () => {
  test("should answer the help pages and their search indexes 200, other languages' 404", async ({
    request,
  }) => {
    for (const path of [
      "/help",
      "/ru/help",
      "/en/help",
      "/help/free-trial",
      "/ru/help/free-trial",
    ]) {
      expect((await request.head(path)).status(), path).toBe(200);
    }
    for (const path of ["/help-search/en.json", "/help-search/ru.json"]) {
      const index = await request.get(path);
      expect(index.status(), path).toBe(200);
      expect(JSON.stringify(await index.json())).toContain("payments-and-refunds");
    }
    expect((await request.get("/help-search/de.json")).status()).toBe(404);
  });

  test("should list the help centre in the sitemap in English and Russian only", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>[^<]*\/help<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/ru\/help\/free-trial<\/loc>/);
    expect(xml).not.toMatch(/\/(de|ar|ja)\/help/);
  });

  test("should serve the article's text in the HTML, with its hreflang alternates for en and ru only", async ({
    request,
  }) => {
    const html = await (await request.get("/ru/help/free-trial")).text();
    expect(html).toContain(articleTitle("ru", "free-trial"));
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/gi)].map(
      (match) => match[1],
    );
    expect(alternates.sort()).toEqual(["en", "ru-RU", "x-default"]);
  });
});
