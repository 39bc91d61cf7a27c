import type { Page } from "@playwright/test";
import {
  NATURAL_CANVAS,
  type StoryViewports,
  VIEWPORTS,
  type ViewGlobals,
  type ViewportName,
} from "./shot-plan.ts";

/**
 * Opens the built Storybook's preview iframe once; stories are then switched
 * in place through Storybook's channel, the way the manager UI switches them,
 * instead of reloading the whole bundle for every screenshot.
 */
export async function openPreview(page: Page): Promise<void> {
  await page.goto("/iframe.html", { waitUntil: "load" });
  await page.waitForFunction(() => {
    const preview = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__;
    return preview?.storyStoreValue !== undefined;
  });
}

/**
 * Shows a story with the given globals and resolves once it is ready for a
 * screenshot: rendered, its play function done, the web fonts it uses loaded,
 * and two frames painted.
 */
export async function showStory(page: Page, storyId: string, globals: ViewGlobals): Promise<void> {
  await page.evaluate(renderInPage, { storyId, globals });
}

/**
 * What each story says about viewports and brands: its `parameters.viewports`,
 * `parameters.brands` and a pinned `globals.viewport`. Parameters are not in index.json, so they are
 * read from the preview, which loads each story file once.
 */
export async function storyViewports(
  page: Page,
  storyIds: readonly string[],
): Promise<Record<string, StoryViewports>> {
  return page.evaluate(async (ids) => {
    const store = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    if (!store) throw new Error("Storybook's preview is not initialised");
    const entries = await Promise.all(
      ids.map(async (id) => {
        const story = await store.loadStory({ storyId: id });
        const declared = story.parameters.viewports;
        const pinned = story.storyGlobals?.viewport?.value;
        const locale = story.storyGlobals?.locale;
        const brands = story.parameters.brands;
        return [id, { declared, pinned, locale, brands }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }, storyIds);
}

/** Resizes the page to the viewport a shot is taken at (no name: the natural canvas). */
export async function useViewport(page: Page, viewport: ViewportName | undefined): Promise<void> {
  const size = viewport ? VIEWPORTS[viewport] : NATURAL_CANVAS;
  const current = page.viewportSize();
  if (current?.width !== size.width || current.height !== size.height) {
    await page.setViewportSize(size);
  }
}

interface Channel {
  on(event: string, listener: (payload: never) => void): void;
  off(event: string, listener: (payload: never) => void): void;
  emit(event: string, payload: unknown): void;
}

interface StorybookWindow {
  __STORYBOOK_ADDONS_CHANNEL__: Channel;
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      userGlobals: { get(): Record<string, unknown> };
      loadStory(options: { storyId: string }): Promise<{
        parameters: { viewports?: string[]; brands?: string[] };
        storyGlobals?: { viewport?: { value?: string }; locale?: string };
      }>;
    };
    currentRender?: { type: string; id: string };
  };
}

interface PhaseChange {
  newPhase: string;
  storyId: string;
}

/** Runs inside the page: everything it needs is in here (Playwright serialises the function). */
async function renderInPage({ storyId, globals }: { storyId: string; globals: ViewGlobals }) {
  const sb = window as unknown as StorybookWindow;
  const channel = sb.__STORYBOOK_ADDONS_CHANNEL__;
  const preview = sb.__STORYBOOK_PREVIEW__;
  if (!preview?.storyStoreValue) throw new Error("Storybook's preview is not initialised");

  /**
   * Resolves when the next render of `id` has played; rejects if Storybook
   * cannot render it. "completing" comes right after the play function:
   * Storybook then waits at least 100 ms for CSS animations to end, which
   * toHaveScreenshot's `animations: "disabled"` does at once (a sixth of the
   * run). A play function that throws skips it and ends at "finished".
   */
  const rendered = (id: string) =>
    new Promise<void>((resolve, reject) => {
      const failures = ["storyErrored", "storyMissing", "storyThrewException"] as const;
      const done = (error?: Error) => {
        channel.off("storyRenderPhaseChanged", onPhase);
        for (const event of failures) channel.off(event, onFailure);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const onPhase = ({ newPhase, storyId: phaseStoryId }: PhaseChange) => {
        if (phaseStoryId === id && (newPhase === "completing" || newPhase === "finished")) done();
      };
      const onFailure = (detail: unknown) =>
        done(new Error(`Storybook could not render ${id}: ${JSON.stringify(detail)}`));
      const timer = setTimeout(() => done(new Error(`${id} did not finish rendering`)), 20_000);
      channel.on("storyRenderPhaseChanged", onPhase);
      for (const event of failures) channel.on(event, onFailure);
    });

  const current = preview.currentRender?.type === "story" ? preview.currentRender.id : undefined;
  // axe belongs to the story tests (Vitest); here it would only cost time per story.
  const wanted = { ...globals, a11y: { manual: true } };
  const active = preview.storyStoreValue.userGlobals.get();
  if (
    Object.entries(wanted).some(
      ([key, value]) => JSON.stringify(active[key]) !== JSON.stringify(value),
    )
  ) {
    // New globals re-render the story on screen: let that render end before the next one starts.
    const rerendered = current === undefined ? Promise.resolve() : rendered(current);
    channel.emit("updateGlobals", { globals: wanted });
    await rerendered;
  }

  // A fresh page starts at the top with nothing focused: so does every story here.
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();

  const ready = rendered(storyId);
  // Selecting the story on screen again is a no-op for Storybook: remount it instead, which
  // runs its play function again with the new globals like a fresh load would.
  if (current === storyId) channel.emit("forceRemount", { storyId });
  else channel.emit("setCurrentStory", { storyId, viewMode: "story" });
  await ready;

  // Web fonts decide every line break: compare only once they are in, and after a frame has painted them.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await document.fonts.ready;
  // A lazy image below the fold loads only if the page scrolls near it, which a full-page
  // screenshot never does: whether it was in the shot was a race (a flag in the home
  // composition's server list, at phone width). Every image loads and decodes before the shot;
  // a broken one counts as done, and none may hold the shot longer than 5 s.
  const images = [...document.images];
  for (const image of images) if (image.loading === "lazy") image.loading = "eager";
  await Promise.race([
    Promise.all(images.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 5_000)),
  ]);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
