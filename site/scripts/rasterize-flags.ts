// `npm run flags -w @mvpn/site`: the server regions' flags as WebP pictures, drawn from
// `flag-icons`' SVGs by Debian's Chromium, into src/marketing/flags/. They are committed: run
// it again after a flag-icons update or a new region country.
//
// Why pictures and not the SVGs: each SVG an <img> shows is a document of its own in Blink
// (a frame, a loader, a parse, a layout); the home page's six flags cost about 150 ms of the
// main-thread work Lighthouse counts at 4× throttling, against 0.2 s for a whole bare page
// (issue #34). A decoded WebP costs next to nothing on the main thread.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium-args.ts";
import { FLAG_COUNTRIES, FLAG_PIXELS } from "../src/marketing/flag-countries.ts";

const require = createRequire(import.meta.url);
const out = fileURLToPath(new URL("../src/marketing/flags/", import.meta.url));
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

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 40, height: 30 } });
  const cdp = await page.context().newCDPSession(page);
  for (const country of FLAG_COUNTRIES) {
    const svg = readFileSync(require.resolve(`flag-icons/flags/4x3/${country}.svg`), "utf8");
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:40px;height:30px}</style>${svg}`,
    );
    // Page.captureScreenshot writes WebP, which Playwright's screenshot does not.
    const { data } = await cdp.send("Page.captureScreenshot", {
      format: "webp",
      quality: QUALITY,
      clip: { x: 0, y: 0, width: 40, height: 30, scale: FLAG_PIXELS.width / 40 },
    });
    writeFileSync(`${out}${country}.webp`, simpleWebp(Buffer.from(data, "base64")));
    console.log(`${country}.webp`);
  }
} finally {
  await browser.close();
}
