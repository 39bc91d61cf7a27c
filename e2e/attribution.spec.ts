import { type BrowserContext, expect, test } from "@playwright/test";
import { cookie } from "./cookies";
import { withoutPopups } from "./quiet-visit";

// SPEC.md §4's affiliate attribution: the cookies a landing sets and clears, in Chromium against the api serving the built site.
const DAY_SECONDS = 86_400;
/** Days from now until the cookie expires, or null when it is not set. */
async function lifetimeDays(context: BrowserContext, name: string): Promise<number | null> {
  const found = await cookie(context, name);
  return found ? (found.expires - Date.now() / 1000) / DAY_SECONDS : null;
}

test.describe("given SPEC.md §4's affiliate attribution on page load", () => {
  test("should set and clear the four cookies per the table, with §9's lifetimes", async ({
    page,
    context,
  }) => {
    await withoutPopups(page);
    const value = async (name: string) => (await cookie(context, name))?.value ?? null;

    // cjevent: sets the two cje cookies (45 days); clears the click and affiliate-id cookies.
    await page.goto("/?cjevent=cj-1");
    await expect.poll(() => value("cje")).toBe("cj-1");
    expect(await value("cje-client")).toBe("cj-1");
    expect(await lifetimeDays(context, "cje")).toBeCloseTo(45, 1);
    expect(await lifetimeDays(context, "cje-client")).toBeCloseTo(45, 1);
    expect(await value("cf-click")).toBeNull();
    expect(await value("_aid")).toBeNull();

    // cfclick: sets the click cookie (30 days); clears the others.
    await page.goto("/pricing?cfclick=cf-1");
    await expect.poll(() => value("cf-click")).toBe("cf-1");
    expect(await lifetimeDays(context, "cf-click")).toBeCloseTo(30, 1);
    expect(await value("cje")).toBeNull();
    expect(await value("cje-client")).toBeNull();
    expect(await value("_aid")).toBeNull();

    // admitad_uid: sets the affiliate-id cookie (45 days); clears the others.
    await page.goto("/de?admitad_uid=ad-1");
    await expect.poll(() => value("_aid")).toBe("ad-1");
    expect(await lifetimeDays(context, "_aid")).toBeCloseTo(45, 1);
    expect(await value("cf-click")).toBeNull();
    expect(await value("cje")).toBeNull();
    expect(await value("cje-client")).toBeNull();

    // utm_source: clears all four; UTM values persist in a cookie for 45 days.
    await page.goto("/?cjevent=cj-2");
    await expect.poll(() => value("cje")).toBe("cj-2");
    await page.goto("/features?utm_source=newsletter&utm_medium=email&utm_campaign=winter");
    await expect.poll(() => value("cje")).toBeNull();
    for (const name of ["cje-client", "cf-click", "_aid"]) expect(await value(name)).toBeNull();
    const utm = await value("utm_tags");
    expect(JSON.parse(decodeURIComponent(utm ?? "null"))).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "winter",
    });
    expect(await lifetimeDays(context, "utm_tags")).toBeCloseTo(45, 1);
  });
});
