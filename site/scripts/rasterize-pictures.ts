// `npm run pictures -w @mvpn/site`: pictures the site draws from SVGs, by Debian's Chromium. They
// are committed: run it again after a flag-icons update, a new region country or a new favicon.
// - the server regions' flags as WebP, from `flag-icons`' SVGs, into src/marketing/flags/;
// - the favicon (48 px) and the home-screen icon (180 px) as PNG, from public/favicon.svg;
// - each blog article's lead picture as a 1200 × 630 JPEG for its og:image, from public/blog/*.svg:
//   social networks do not show an SVG when a link is shared.
//
// Why pictures and not the SVGs: each SVG an <img> (or a favicon link) shows is a document of its
// own in Blink (a frame, a loader, a parse, a layout); the home page's six flags cost about 150 ms
// of the main-thread work Lighthouse counts at 4× throttling, against 0.2 s for a whole bare page
// (issue #34). A decoded picture costs next to nothing on the main thread.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { SHARE_PICTURE, sharePicture } from "../src/content/blog/share-picture.ts";
import { FLAG_COUNTRIES, FLAG_PIXELS } from "../src/marketing/flag-countries.ts";

const require = createRequire(import.meta.url);
/** Debian's Chromium, as the tests use it (the root's scripts/chromium-args.ts, outside this package). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const out = fileURLToPath(new URL("../src/marketing/flags/", import.meta.url));
const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const blogDir = `${publicDir}blog/`;
/** The favicon's pictures (root.tsx links them): a browser tab's 16 px at up to 3×, and iOS's home-screen icon. */
const ICONS = [
  // A tab shows the shield on the browser's own colour: transparent around it.
  { file: "favicon-48.png", size: 48, inset: 0, opaque: false },
  // iOS fills what is transparent with black and rounds the corners: white, with room around.
  { file: "apple-touch-icon.png", size: 180, inset: 24, opaque: true },
] as const;
/** WebP quality: at 90 a flag's edges and stars are as sharp as the SVG's at the sizes shown. */
const QUALITY = 90;

/**
 * Chromium writes an extended WebP (VP8X) carrying its ICC profile, about 460 bytes per flag. A
 * browser takes an image without a profile as sRGB, which this is: keep only the picture's chunk.
 */
function simpleWebp(file: Buffer): Buffer {
  for (let at = 12; at + 8 <= file.length; ) {
    const size = file.readUInt32LE(at + 4);
    if (file.toString("ascii", at, at + 4) === "VP8 ") {
      const chunk = file.subarray(at, at + 8 + size + (size % 2));
      const header = Buffer.alloc(12);
      header.write("RIFF", 0, "ascii");
      header.writeUInt32LE(4 + chunk.length, 4);
      header.write("WEBP", 8, "ascii");
      return Buffer.concat([header, chunk]);
    }
    at += 8 + size + (size % 2);
  }
  throw new Error("Chromium's WebP has no VP8 picture chunk");
}

/** The page shows one SVG alone at `width` × `height` CSS pixels, `inset` in from every edge, on white. */
function drawSvg(
  svg: string,
  { width, height, inset = 0 }: { width: number; height: number; inset?: number },
) {
  return `<style>html,body{margin:0;background:#fff}svg{display:block;margin:${inset}px;width:${width}px;height:${height}px}</style>${svg}`;
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 40, height: 30 } });
  const cdp = await page.context().newCDPSession(page);
  for (const country of FLAG_COUNTRIES) {
    const svg = readFileSync(require.resolve(`flag-icons/flags/4x3/${country}.svg`), "utf8");
    await page.setContent(drawSvg(svg, { width: 40, height: 30 }));
    // Page.captureScreenshot writes WebP, which Playwright's screenshot does not.
    const { data } = await cdp.send("Page.captureScreenshot", {
      format: "webp",
      quality: QUALITY,
      clip: { x: 0, y: 0, width: 40, height: 30, scale: FLAG_PIXELS.width / 40 },
    });
    writeFileSync(`${out}${country}.webp`, simpleWebp(Buffer.from(data, "base64")));
    console.log(`${country}.webp`);
  }
  const favicon = readFileSync(`${publicDir}favicon.svg`, "utf8");
  for (const { file, size, inset, opaque } of ICONS) {
    const shield = size - 2 * inset;
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(drawSvg(favicon, { width: shield, height: shield, inset }));
    await page.screenshot({ path: `${publicDir}${file}`, omitBackground: !opaque });
    console.log(file);
  }
  await page.setViewportSize(SHARE_PICTURE);
  for (const file of readdirSync(blogDir).filter((name) => name.endsWith(".svg"))) {
    const svg = readFileSync(`${blogDir}${file}`, "utf8");
    await page.setContent(drawSvg(svg, SHARE_PICTURE));
    const jpeg = sharePicture(`/blog/${file}`).slice(1);
    await page.screenshot({ path: `${publicDir}${jpeg}`, type: "jpeg", quality: 85 });
    console.log(jpeg);
  }
} finally {
  await browser.close();
}
