import AxeBuilder from "@axe-core/playwright";
import { classConflicts } from "@mvpn/design-system/class-conflicts";
import type { Page } from "@playwright/test";
import axe from "axe-core";
import { renderAllBands } from "./render-all-bands";

/** WCAG 2.2 AA, as the stories' axe checks: the rules every page and spec is held to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/**
 * axe in the page's own document: its source evaluated through the DevTools
 * protocol (which the page's Content-Security-Policy does not govern), then
 * `axe.run` there. @axe-core/playwright's `analyze()` finds the same
 * violations but opens a second page for every call to merge the results of
 * each frame: measured 2.0–2.8 s a page against 0.5 s this way, most of the
 * end-to-end step's time (docs/testing.md). A document with frames goes
 * through AxeBuilder, which tests inside them.
 */
async function violations(page: Page, { asLoaded = false } = {}): Promise<Violation[]> {
  // Colours read halfway through a transition (a link's underline colour
  // after a client navigation) are neither state's: let the finite ones end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // axe reads a text's background with elementsFromPoint, which finds nothing
  // in a band the browser has not rendered yet (content-visibility: auto): it
  // would judge a band's text against white. A visitor sees each band laid
  // out; `asLoaded` checks the page as loaded, as Lighthouse's axe does.
  if (!asLoaded) await renderAllBands(page);
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()).violations;
  }
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axe.source);
  return page.evaluate(
    async (tags) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        })
      ).violations,
    WCAG_TAGS,
  );
}

/**
 * The class lists on the page as it is now that set one property twice: the
 * design system's `cn()` resolves none (issue #14), so which class applies
 * would be the stylesheet's choice. The prerendered pages are checked at build
 * time (site/test/class-conflicts.test.ts); this covers what only a running
 * page shows (open menus and dialogs, form errors, checkout and account states).
 */
async function conflictingClassLists(page: Page): Promise<string[]> {
  const classLists = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll("[class]")].map(
        (element) => element.getAttribute("class") ?? "",
      ),
    ),
  ]);
  return classLists.flatMap((className) => {
    const overridden = classConflicts(className);
    return overridden.length > 0
      ? [`class-conflict (${overridden.join(", ")} overridden): "${className}"`]
      : [];
  });
}

/**
 * The serious and critical accessibility violations on the page as it is now,
 * one line each (rule, help, where), and any class list that sets one property
 * twice: every spec that checks a state for the first also checks the second.
 */
export async function seriousViolations(
  page: Page,
  options: { asLoaded?: boolean } = {},
): Promise<string[]> {
  const serious = async () =>
    (await violations(page, options))
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map(
        (violation) =>
          `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target).join(", ")}`,
      );
  let accessibility = await serious();
  // A page that changes state while axe reads it (the payment result polls its
  // order and redraws) can be caught halfway through a transition: colours
  // read mid-fade fail color-contrast (once on /it/paysuc in 2026-11-29's
  // fresh-clone run). A second look after the page has settled reports what
  // is really there; a real violation is there both times.
  if (accessibility.length > 0) {
    await page.waitForTimeout(500);
    accessibility = await serious();
  }
  return [...accessibility, ...(await conflictingClassLists(page))];
}
