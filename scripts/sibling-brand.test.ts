// Issue #19, "The design system as a sibling brand installs it": the packed
// @mvpn/tokens, @mvpn/locales and @mvpn/design-system, installed from their tarballs into a
// fresh Vite + React app (no workspace links), build and render a Turbo page
// in Arabic as docs/design-system-in-a-sibling-brand.md says they will. It
// proves the guide and the packages' `exports` on a clean install. The app's
// sources are scripts/sibling-brand/ (the guide's steps, nothing more).
// Needs the packages' dist: `npm test` builds them before the scripts project.
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { promisify } from "node:util";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium-args.ts";

const execFileAsync = promisify(execFile);
/** A command's output, kept whole: `npm pack --json` lists every file of the design system. */
const run = (command: string, args: string[], cwd: string) =>
  execFileAsync(command, args, { cwd, maxBuffer: 64 * 1024 * 1024 });
const root = join(import.meta.dirname, "..");
const fixture = join(import.meta.dirname, "sibling-brand");
const BRAND = "turbo";

/** The workspace's own version of a package, so the app builds with what the site builds with. */
const workspaceVersion = (name: string): string =>
  JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")).version;

/** `#c2410c` → `rgb(194, 65, 12)`, as getComputedStyle words an opaque colour. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
};

/** The smallest static server for the built app: files from `dir`, `/` is index.html. */
function serve(dir: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname));
    const file = join(dir, path === "/" ? "index.html" : path);
    try {
      if (!file.startsWith(dir)) throw new Error("outside");
      const body = readFileSync(file);
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * `npm pack` reads the dist another build may be rewriting at that moment
 * (a developer's `npm run build -w @mvpn/design-system`): one retry.
 */
async function pack(destination: string) {
  const args = ["pack", "--pack-destination", destination];
  const workspaces = [
    "-w",
    "@mvpn/tokens",
    "-w",
    "@mvpn/locales",
    "-w",
    "@mvpn/design-system",
    "--json",
  ];
  try {
    return await run("npm", [...args, ...workspaces], root);
  } catch {
    return await run("npm", [...args, ...workspaces], root);
  }
}

describe("the design system installed by a sibling brand (issue #19, docs/design-system-in-a-sibling-brand.md)", () => {
  let temp = "";
  let server: Server | undefined;
  let browser: Browser | undefined;
  let origin = "";
  let turboAccent = "";

  beforeAll(async () => {
    temp = mkdtempSync(join(tmpdir(), "mvpn-sibling-brand-"));
    const { stdout } = await pack(temp);
    const tarballs = Object.fromEntries(
      (JSON.parse(stdout) as { name: string; filename: string }[]).map((p) => [
        p.name,
        `file:${join(temp, p.filename)}`,
      ]),
    );
    const app = join(temp, "app");
    cpSync(fixture, app, { recursive: true });
    const manifest = {
      name: "turbo-site",
      private: true,
      type: "module",
      dependencies: {
        "@mvpn/tokens": tarballs["@mvpn/tokens"],
        // A dependency of the design system, named here so npm takes the
        // tarball and not the registry (as for the tokens).
        "@mvpn/locales": tarballs["@mvpn/locales"],
        "@mvpn/design-system": tarballs["@mvpn/design-system"],
        react: workspaceVersion("react"),
        "react-dom": workspaceVersion("react-dom"),
        vite: workspaceVersion("vite"),
        "@vitejs/plugin-react": workspaceVersion("@vitejs/plugin-react"),
      },
    };
    writeFileSync(join(app, "package.json"), JSON.stringify(manifest, null, 2));
    // Outside the workspace, so nothing resolves to /work/main/node_modules;
    // --prefer-offline takes what the npm cache already has.
    await run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund"], app);
    await run(join(app, "node_modules/.bin/vite"), ["build"], app);

    // The brand's accent as the installed tokens package ships it, not as the page computes it.
    const turboCss = readFileSync(
      join(app, "node_modules/@mvpn/tokens/dist/tokens-turbo.css"),
      "utf8",
    );
    turboAccent = turboCss.match(/--mvpn-color-accent:\s*(#[0-9a-f]{6});/i)?.[1] ?? "";

    server = await serve(join(app, "dist"));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  it("given the Turbo page in Arabic, should lay Header, PlanCard, Modal and Toast out right to left in Turbo's colours without a console error", async () => {
    if (!browser) throw new Error("no browser");
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(`${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(error.message));
    // The console says only "404"; this names what was missing.
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(origin);

    const dialog = page.getByRole("dialog");
    const toast = page.locator('[data-slot="toast"]');
    await dialog.waitFor();
    await toast.waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: join(temp, "sibling-brand.png") });

    // The guide's step 3.
    const html = page.locator("html");
    await expect.soft(html.getAttribute("dir")).resolves.toBe("rtl");
    await expect.soft(html.getAttribute("data-brand")).resolves.toBe(BRAND);

    // Start is the right: the wordmark at the header's start sits in the right
    // half; the card's title at its start, right of the discount badge at its end.
    const box = async (selector: string) => {
      const found = await page.locator(selector).first().boundingBox();
      if (!found) throw new Error(`${selector} is not on the page`);
      return found;
    };
    const wordmark = await box('[data-testid="wordmark"]');
    expect.soft(wordmark.x).toBeGreaterThan(1280 / 2);
    const title = await box('[data-slot="plan-card-title"]');
    const badge = await box('[data-slot="discount-badge"]');
    expect.soft(title.x).toBeGreaterThan(badge.x + badge.width);

    // The guide's base rules (step 2): the header's list shows no bullets.
    // CSS selectors: the open dialog hides the rest of the page from roles.
    const style = (selector: string, property: "listStyleType" | "direction" | "backgroundColor") =>
      page
        .locator(selector)
        .first()
        .evaluate((el, name) => getComputedStyle(el)[name], property);
    expect.soft(await style("header ul", "listStyleType")).toBe("none");

    // Portalled out of the page, the dialog and the toast mirror too (LocaleProvider).
    expect.soft(await style('[role="dialog"]', "direction")).toBe("rtl");
    expect.soft(await style('[data-slot="toast"]', "direction")).toBe("rtl");

    // The primary button (bg-accent) in the dialog wears Turbo's accent.
    expect(turboAccent).toMatch(/^#[0-9a-f]{6}$/i);
    expect
      .soft(await style('[data-testid="accent-button"]', "backgroundColor"))
      .toBe(rgbOf(turboAccent));

    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
