import type { Page } from "@playwright/test";

/**
 * Today's promotion popups already seen (SPEC.md §4; keys of
 * site/src/promotion/popup-shown-store.ts), so no modal hides the page from
 * the roles a test queries. Tests of the popups themselves do not use this.
 */
export async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // No named function in here: tsx (npm run screens) compiles with esbuild's
    // keepNames, whose `__name(…)` wrapper does not exist in the page and threw
    // before any key was set, so the popups came back.
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, "0"))
      .join("-");
    for (const flavour of ["weekend", "workday", "mobile-daily"]) {
      localStorage.setItem(`promo-popup-shown:${flavour}`, today);
    }
  });
}

/** A returning visitor: no popups (above) and the cookie question answered, so nothing covers the page. */
export async function asReturningVisitor(page: Page): Promise<void> {
  await withoutPopups(page);
  await page.addInitScript(() => localStorage.setItem("accpeted-cookies", "true"));
}
