import { expect, test } from "@playwright/test";
import { hydrate } from "./hydrate";
import { asReturningVisitor } from "./quiet-visit";

test.describe("given the built site served by the api", () => {
  test.beforeEach(({ page }) => asReturningVisitor(page));

  test("should serve the English home page under no prefix as prerendered HTML", async ({
    page,
    request,
  }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    // Prerendered: the headline is in the HTML before any script runs.
    expect(await response.text()).toContain("Private internet, at full speed");

    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Private internet, at full speed",
    );
    await expect(page.getByRole("main").getByRole("link", { name: "See plans" })).toHaveAttribute(
      "href",
      "/pricing",
    );
    expect(errors).toEqual([]);
  });

  test("should serve Arabic under /ar right to left", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const response = await page.goto("/ar");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("إنترنت خاص بأقصى سرعة");
    await expect(
      page.getByRole("main").getByRole("link", { name: "اطّلع على الخطط" }),
    ).toHaveAttribute("href", "/ar/pricing");
    // The start edge is the right edge in Arabic: the headline hugs it.
    const box = await page.getByRole("heading", { level: 1 }).boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width).toBeGreaterThan(width / 2);
    expect(errors).toEqual([]);
  });

  test("should answer an unknown path with status 404 and the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    const arabic = await page.goto("/ar/no-such-page");
    expect(arabic?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("should answer /healthz with 200", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok" });
  });

  test("should switch language from the footer", async ({ page }) => {
    await page.goto("/");
    await hydrate(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Language: English" }).click();
    await page.getByRole("menuitemradio", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de$/);
    // SPEC.md §4: switching language updates the cookie (365 days, SameSite Lax, path /).
    const cookie = (await page.context().cookies()).find((entry) => entry.name === "locale");
    expect(cookie).toMatchObject({ value: "de", path: "/", sameSite: "Lax" });
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Privates Internet mit voller Geschwindigkeit",
    );
  });
});
