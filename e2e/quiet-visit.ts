import type { Page } from "@playwright/test";

/**
 * Today's promotion popups already seen (SPEC.md §4; keys of
 * site/src/promotion/popup-shown-store.ts), so no modal hides the page from
 * the roles a test queries. Tests of the popups themselves do not use this.
 */
export async function withoutPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
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
