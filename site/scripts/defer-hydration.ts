import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { LANDING_CHUNK_NAME } from "./landing-chunk";

/** React Router's module preloads, as `<Scripts />` renders them into the head. */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
/** React Router's module loader: one inline module script per prerendered page. */
const MODULE_LOADER = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";\s*$/;

/**
 * Waits until the first contentful paint is on the screen. Its Paint Timing
 * entry is queued when the frame is presented, which on a busy phone comes
 * frames after the main thread painted it: a timer queued from the frame's
 * animation callback (what this waited for before) let the landing's modules
 * load and run while that frame was still on its way to the screen, and
 * Lighthouse's simulation then counted them as part of the largest paint
 * (issue #34). A hidden tab paints nothing, so it goes on at once, as when the
 * tab is hidden before the paint; a browser without paint entries waits for
 * the first frame; none waits more than 3 s.
 */
export const AFTER_FIRST_PAINT = `await new Promise((go) => {
  if (document.visibilityState === "hidden") return go();
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(go, 0));
  const painted = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { painted.disconnect(); go(); } });
  painted.observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", go, { once: true });
  setTimeout(go, 3000);
});`;

/**
 * Issue #14: a prerendered page is readable before any script runs, so its
 * scripts wait for the first paint instead of competing with the document's
 * stylesheet and fonts for the first round trips.
 *
 * React Router writes each page's modules as `<link rel="modulepreload">`s
 * in the head and an inline module script whose static imports load the
 * route modules at once, in parallel with the render-blocking stylesheet
 * (on a 1.6 Mbit/s phone connection, 160 KB of script before 12 KB of CSS).
 * This rewrites both: the preloads leave the head, and the loader first waits
 * for the first paint, then adds the same preloads (React finds them there
 * when it hydrates and adds none of its own) and imports the same modules
 * dynamically, in the same order, before setting the same route module map and
 * importing the client entry. What runs, and in what order, is unchanged; it
 * only starts a frame later.
 *
 * Returns the HTML unchanged when it has no loader (the not-found copies) and
 * throws when a loader does not read as React Router writes it, so a change
 * of its format fails the build instead of shipping a page that never hydrates.
 */
export function deferHydration(html: string, landingHref?: string): string {
  const loader = MODULE_LOADER.exec(html);
  if (loader === null) return html;
  const [, open, body, close] = loader as unknown as [string, string, string, string];
  const lines = body.split("\n").filter((line) => line.trim() !== "");
  const imports: { name: string | undefined; href: string }[] = [];
  const rest: string[] = [];
  for (const line of lines) {
    const match = STATIC_IMPORT.exec(line);
    if (match) {
      if (rest.length > 0) throw new Error(`deferHydration: an import after code: ${line}`);
      imports.push({ name: match[1], href: match[2] as string });
    } else if (/^\s*import\s/.test(line)) {
      throw new Error(`deferHydration: an import it cannot read: ${line}`);
    } else {
      rest.push(line.trim());
    }
  }
  if (imports.length === 0 || !rest.some((line) => /^import\("[^"]+"\);$/.test(line))) {
    throw new Error("deferHydration: the module loader does not read as React Router writes it");
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] as string);
  const names = imports.map(({ name }, index) => name ?? `_${index}`);
  const deferred = [
    AFTER_FIRST_PAINT,
    // ADR 0024: the landing duties run now; React's modules wait for the moment the page should hydrate.
    ...(landingHref ? [`await (await import(${JSON.stringify(landingHref)})).boot();`] : []),
    `for (const href of ${JSON.stringify(preloads)}) document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `const [${names.join(", ")}] = await Promise.all([${imports
      .map(({ href }) => `import(${JSON.stringify(href)})`)
      .join(", ")}]);`,
    ...rest,
  ].join("\n");
  return html.replace(MODULE_PRELOAD, "").replace(MODULE_LOADER, () => open + deferred + close);
}

/** Rewrites every prerendered page of a built site's client folder (not the SPA fallback, which shows nothing until its scripts run). */
export async function deferHydrationInBuild(clientDir: string): Promise<number> {
  const landingHref = await findLandingChunk(clientDir);
  let pages = 0;
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html") {
        const html = await readFile(path, "utf8");
        const deferred = deferHydration(html, landingHref);
        if (deferred !== html) {
          await writeFile(path, deferred);
          pages += 1;
        }
      }
    }
  };
  await walk(clientDir);
  return pages;
}

/** The landing chunk's URL (scripts/landing-chunk.ts); the build fails without exactly one. */
export async function findLandingChunk(clientDir: string): Promise<string> {
  const names = (await readdir(join(clientDir, "assets"))).filter(
    (name) => name.startsWith(`${LANDING_CHUNK_NAME}-`) && name.endsWith(".js"),
  );
  if (names.length !== 1) {
    throw new Error(
      `deferHydration: expected one ${LANDING_CHUNK_NAME} chunk, found ${names.length}`,
    );
  }
  return `/assets/${names[0]}`;
}
