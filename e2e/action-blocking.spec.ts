import { expect, test } from "@playwright/test";
import { GEO_GLOB } from "./api-calls";
import { withoutPopups } from "./quiet-visit";

// SPEC.md §4's action blocking (downloads) on the built site.

test.describe("given SPEC.md §4's action blocking", () => {
  for (const [country, blocked] of [
    ["China", true],
    ["Germany", false],
  ] as const) {
    test(`should ${blocked ? "block" : "allow"} the download when the geo country is ${country}`, async ({
      page,
    }) => {
      await withoutPopups(page);
      await page.route(GEO_GLOB, (route) =>
        route.fulfill({
          json: {
            code: 0,
            message: "ok",
            data: { user_ip: "203.0.113.9", country, country_code: "XX" },
          },
        }),
      );
      await page.route("**/downloads/**", (route) => route.fulfill({ body: "installer" }));
      await page.goto("/download/windows");
      await expect
        .poll(() =>
          page.evaluate(() => JSON.parse(localStorage.getItem("userMessage") ?? "{}").country),
        )
        .toBe(country);
      const downloads: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/downloads/")) downloads.push(request.url());
      });
      // The click's outcome, read once every listener has run: a window
      // listener in the capture phase sees the event first and checks it in
      // the next task, instead of waiting a while for a request that should
      // never come (docs/testing.md).
      await page.evaluate(() => {
        window.addEventListener(
          "click",
          (event) => {
            setTimeout(() => {
              if (event.defaultPrevented) document.documentElement.dataset.lastClick = "prevented";
            });
          },
          { capture: true },
        );
      });
      // The hero's action (a demo file while the installers are placeholders, issue #38); the
      // download panel also offers "Download the demo file for Windows (x64)" and "… on Arm".
      await page.getByRole("link", { name: "Get the Windows demo", exact: true }).click();
      if (blocked) {
        await expect(page.locator("html")).toHaveAttribute("data-last-click", "prevented");
        expect(downloads).toEqual([]);
        await expect(page).toHaveURL(/\/download\/windows$/);
      } else {
        await expect
          .poll(() => downloads)
          .toEqual([expect.stringMatching(/\/downloads\/mvpn-[\d.]+-windows-x64-setup\.exe$/)]);
      }
    });
  }
});
