#!/usr/bin/env node
// `npm run screens -- --base-url=http://127.0.0.1:PORT --out=DIR [--compare=BEFORE_DIR] [--only=SCREEN,…]`
//
// Issue #38's acceptance: every point of "What to build" seen on a phone in ar
// and ja and on a desktop in en. Shoots each point's screens against a running
// build (scripts/start.mjs), writes DIR/manifest.json and DIR/index.html; with
// --compare, the index shows BEFORE_DIR's shot beside each of DIR's. A reviewer's
// tool, not a test: nothing here passes or fails, a note says what a shot is
// when it is not the state its title names.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Browser, chromium } from "playwright";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium-args.ts";
import { fontconfigWithoutCjk } from "../fontconfig-without-cjk.mjs";
import { indexHtml } from "./index-html";
import { prepareVisitor, SCENES, type Scene } from "./scenes";
import { localePath, type Manifest, SETUPS, type Setup, type Shot } from "./setups";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [name, ...value] = arg.replace(/^--/, "").split("=");
    return [name, value.join("=")] as const;
  }),
);
const baseUrl = args.get("base-url");
const out = args.get("out");
if (!baseUrl || !out) {
  console.error(
    "usage: npm run screens -- --base-url=http://127.0.0.1:PORT --out=DIR [--compare=BEFORE_DIR] [--only=SCREEN,…]",
  );
  process.exit(2);
}
const outDir = resolve(out);
const compareDir = args.get("compare") ? resolve(args.get("compare") as string) : undefined;
const only = args.get("only")?.split(",").filter(Boolean);
mkdirSync(outDir, { recursive: true });

let visits = 0;

async function shootScene(browser: Browser, scene: Scene, setup: Setup, shots: Shot[]) {
  visits += 1;
  const locale = scene.locale ?? setup.locale;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: setup.viewport,
    deviceScaleFactor: 1,
    locale: locale === "en" ? "en-US" : locale,
    timezoneId: "UTC",
    // A private address per visit, as the e2e specs do: no country (US dollars),
    // and the api's sign-up limit per address never reached (TRUST_PROXY=loopback).
    extraHTTPHeaders: { "X-Forwarded-For": `10.77.${Math.floor(visits / 250)}.${visits % 250}` },
  });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await prepareVisitor(page, scene);
  const done = new Set<string>();
  const snap = async (screen: string, options: { fullPage?: boolean; note?: string } = {}) => {
    const meta = scene.screens[screen];
    if (!meta) throw new Error(`${screen} is not a screen of its scene`);
    const file = `${screen}--${setup.id}.png`;
    if (options.fullPage) {
      // A whole-page shot never scrolls, so lazy images below the fold (the
      // server list's flags) were blank boxes: load and decode them first, as
      // the visual tests do (stories/visual/storybook-page.ts), 5 s at most.
      // No named function in here: tsx's `__name` wrapper does not exist in the page.
      await page.evaluate(async () => {
        const images = [...document.images];
        for (const image of images) image.loading = "eager";
        await Promise.race([
          Promise.all(images.map((image) => image.decode().catch(() => undefined))),
          new Promise((done) => setTimeout(done, 5_000)),
        ]);
      });
    }
    await page.screenshot({
      path: join(outDir, file),
      fullPage: options.fullPage ?? false,
      animations: "disabled",
    });
    done.add(screen);
    shots.push({
      file,
      screen,
      point: meta.point,
      title: meta.title,
      setup: setup.id,
      note: options.note,
    });
    console.log(`  ${file}${options.note ? `  (${options.note})` : ""}`);
  };
  try {
    await scene.run({ page, setup, path: (path) => localePath(locale, path), snap });
  } catch (error) {
    // A flow that stopped: each screen it had not reached is the page where it stopped.
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    for (const screen of Object.keys(scene.screens)) {
      if (done.has(screen)) continue;
      await snap(screen, {
        note: `Flow stopped (${reason}) at ${page.url()}: the page as it was.`,
      }).catch(() => undefined);
    }
  } finally {
    await context.close();
  }
}

async function main() {
  const scenes = SCENES.filter(
    (scene) => !only || Object.keys(scene.screens).some((screen) => only.includes(screen)),
  );
  const launch = (env?: Record<string, string>) =>
    chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ...(env && { env: { ...process.env, ...env } as Record<string, string> }),
    });
  const browser = await launch();
  // A device without a Japanese face, for the screens about fonts (issue #38 point 4).
  const bare = await launch(fontconfigWithoutCjk().env);
  const shots: Shot[] = [];
  try {
    for (const setup of SETUPS) {
      console.log(`${setup.id}:`);
      for (const scene of scenes) {
        if (scene.only && !scene.only.includes(setup.id)) continue;
        await shootScene(scene.withoutCjk ? bare : browser, scene, setup, shots);
      }
    }
  } finally {
    await browser.close();
    await bare.close();
  }
  // --only replaces its screens in an earlier run's manifest and keeps the rest.
  const earlier = join(outDir, "manifest.json");
  if (only && existsSync(earlier)) {
    const kept = (JSON.parse(readFileSync(earlier, "utf8")) as Manifest).shots.filter(
      (shot) => !shots.some((taken) => taken.file === shot.file),
    );
    shots.unshift(...kept);
  }
  const manifest: Manifest = {
    baseUrl: baseUrl as string,
    takenAt: new Date().toISOString(),
    shots,
  };
  writeFileSync(join(outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const before = compareDir
    ? (JSON.parse(readFileSync(join(compareDir, "manifest.json"), "utf8")) as Manifest)
    : undefined;
  writeFileSync(
    join(outDir, "index.html"),
    indexHtml({ outDir, after: manifest, compareDir, before }),
  );
  console.log(`${shots.length} screenshots and index.html in ${outDir}`);
}

await main();
