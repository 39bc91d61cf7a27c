import { parseAst } from "vite";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AFTER_FIRST_PAINT, deferHydration } from "./defer-hydration";

// As React Router 7 prerenders /features (trimmed to two preloads).
const LOADER = `import "/assets/manifest-b5d7009d.js";
import * as route0 from "/assets/root-Be10Gd0L.js";
import * as route1 from "/assets/default-DqFXmGRu.js";
import * as route2 from "/assets/features-CRXz1jj8.js";
  
  window.__reactRouterRouteModules = {"root":route0,"root:layout-default":route1,"root:features":route2};

import("/assets/entry.client-6T5oNcbV.js");`;
const PAGE = `<!DOCTYPE html><html lang="en"><head><link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin=""/><link rel="modulepreload" href="/assets/manifest-b5d7009d.js"/><link rel="modulepreload" href="/assets/frame-Bcm6LHAX.js"/><link rel="stylesheet" href="/assets/frame-D_ACZjY6.css#"/></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${LOADER}</script></body></html>`;

const loaderOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("given a prerendered page's module preloads and loader", () => {
  const out = deferHydration(PAGE);

  it("should take the module preloads out of the head and keep the stylesheet and font preload", () => {
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/frame-D_ACZjY6.css#"/>');
    expect(out).toContain('<link rel="preload" href="/assets/inter.woff2"');
  });

  it("should wait for the first contentful paint to be on the screen before it fetches any module", () => {
    const loader = loaderOf(out);
    expect(loader.startsWith(AFTER_FIRST_PAINT)).toBe(true);
    expect(loader.indexOf("import(")).toBeGreaterThan(AFTER_FIRST_PAINT.length);
  });

  it("should add the same preloads and import the same modules, the client entry last", () => {
    const loader = loaderOf(out);
    expect(loader).toContain('["/assets/manifest-b5d7009d.js","/assets/frame-Bcm6LHAX.js"]');
    expect(loader).toContain(
      'const [_0, route0, route1, route2] = await Promise.all([import("/assets/manifest-b5d7009d.js"), import("/assets/root-Be10Gd0L.js"), import("/assets/default-DqFXmGRu.js"), import("/assets/features-CRXz1jj8.js")]);',
    );
    expect(loader).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"root:layout-default":route1,"root:features":route2};',
    );
    expect(loader.trim().endsWith('import("/assets/entry.client-6T5oNcbV.js");')).toBe(true);
    expect(loader).not.toMatch(/^\s*import\s+["*]/m);
  });

  it("should write a loader that parses as a module", () => {
    expect(() => parseAst(loaderOf(out))).not.toThrow();
  });

  it("should leave the rest of the document as it was", () => {
    expect(out.replace(/<script type="module"[\s\S]*?<\/script>/, "")).toBe(
      PAGE.replace(/<link rel="modulepreload" href="[^"]+"\/>/g, "").replace(
        /<script type="module"[\s\S]*?<\/script>/,
        "",
      ),
    );
  });
});

describe("given a document without React Router's loader", () => {
  it("should return it unchanged", () => {
    const html = "<!DOCTYPE html><html><body><p>Not found</p></body></html>";
    expect(deferHydration(html)).toBe(html);
  });
});

describe("given a loader React Router writes differently", () => {
  it("should fail the build rather than ship a page that never hydrates", () => {
    const changed = PAGE.replace(
      'import * as route0 from "/assets/root-Be10Gd0L.js";',
      'import { route0 } from "/assets/root-Be10Gd0L.js";',
    );
    expect(() => deferHydration(changed)).toThrow(/cannot read/);
    const noEntry = PAGE.replace('import("/assets/entry.client-6T5oNcbV.js");', "");
    expect(() => deferHydration(noEntry)).toThrow(/does not read as React Router writes it/);
  });
});

describe("given the loader's wait for the first paint (AFTER_FIRST_PAINT)", () => {
  type Entries = { getEntriesByName(name: string): unknown[] };
  /** Runs the wait against a page of the test's making; resolves `done` when the loader would go on. */
  function waitIn(page: { hidden?: boolean; paintEntries?: boolean }) {
    const observers: ((list: Entries) => void)[] = [];
    const frames: (() => void)[] = [];
    const visibility: (() => void)[] = [];
    let disconnected = 0;
    class FakeObserver {
      static supportedEntryTypes = page.paintEntries === false ? ["mark"] : ["mark", "paint"];
      constructor(private readonly callback: (list: Entries) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        observers.push(this.callback);
      }
      disconnect() {
        disconnected += 1;
      }
    }
    const document = {
      visibilityState: page.hidden ? "hidden" : "visible",
      addEventListener: (type: string, listener: () => void) => {
        expect(type).toBe("visibilitychange");
        visibility.push(listener);
      },
    };
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    const wait = new AsyncFunction(
      "document",
      "PerformanceObserver",
      "requestAnimationFrame",
      AFTER_FIRST_PAINT,
    );
    let done = false;
    void wait(document, FakeObserver, (frame: () => void) => frames.push(frame)).then(() => {
      done = true;
    });
    const paint = (...names: string[]) => {
      for (const callback of observers)
        callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    };
    return {
      isDone: async () => {
        await Promise.resolve();
        await Promise.resolve();
        return done;
      },
      paint,
      frames,
      hide: () => {
        for (const listener of visibility) listener();
      },
      disconnected: () => disconnected,
    };
  }

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should go on at once in a hidden tab, which paints nothing", async () => {
    expect(await waitIn({ hidden: true }).isDone()).toBe(true);
  });

  it("should wait through the first paint, and go on with the first contentful paint's entry", async () => {
    const page = waitIn({});
    expect(await page.isDone()).toBe(false);
    page.paint("first-paint");
    expect(await page.isDone()).toBe(false);
    page.paint("first-paint", "first-contentful-paint");
    expect(await page.isDone()).toBe(true);
    expect(page.disconnected()).toBe(1);
  });

  it("should go on when the tab is hidden before its first contentful paint", async () => {
    const page = waitIn({});
    page.hide();
    expect(await page.isDone()).toBe(true);
  });

  it("should wait no more than 3 s for a paint that does not come", async () => {
    const page = waitIn({});
    await vi.advanceTimersByTimeAsync(2_999);
    expect(await page.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await page.isDone()).toBe(true);
  });

  it("should wait for a frame and its paint in a browser without paint entries", async () => {
    const page = waitIn({ paintEntries: false });
    expect(page.frames).toHaveLength(1);
    page.frames[0]?.();
    expect(await page.isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await page.isDone()).toBe(true);
  });
});
