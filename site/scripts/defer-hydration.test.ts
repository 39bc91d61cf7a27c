import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

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

  it("should wait for the first paint before it fetches any module", () => {
    const loader = loaderOf(out);
    const wait = loader.indexOf("requestAnimationFrame(() => setTimeout(go, 0))");
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(loader.indexOf("import(")).toBeGreaterThan(wait);
    expect(loader).toContain('document.visibilityState === "hidden" ? go()');
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
