import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { asReturningVisitor } from "./quiet-visit";

// Issue #19, faults: the site with the api down. The built site's files are
// served by a plain static server started here (as a CDN would serve them),
// with nothing behind /api/: every api call ends in a dropped connection.
// Pages must still render from their prerendered HTML and hydrate; failed
// calls follow SPEC.md §8 (nulls, logged warnings, "User-facing texts for
// other API failures are not shown"): no blank screen, no uncaught error, no
// alert dialog. It ignores the suite's api server (baseURL) on purpose.
const siteDir = resolve(
  process.env.SITE_DIR ?? join(import.meta.dirname, "..", "site", "build", "client"),
);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
};

/** The file a path names: itself, its folder's index.html, or undefined. */
function fileFor(pathname: string): string | undefined {
  const path = normalize(join(siteDir, decodeURIComponent(pathname)));
  if (!path.startsWith(siteDir)) return undefined;
  for (const candidate of [path, join(path, "index.html"), `${path}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function startStaticServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    // The api is down: its connections drop without an answer.
    if (/^\/(api|ws)\//.test(pathname)) {
      request.socket.destroy();
      return;
    }
    const file = fileFor(pathname);
    const status = file ? 200 : 404;
    const body = readFileSync(file ?? join(siteDir, "404.html"));
    response.writeHead(status, {
      "content-type": TYPES[extname(file ?? ".html")] ?? "application/octet-stream",
    });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

test.describe("given the built site served without the api", () => {
  test.skip(!existsSync(join(siteDir, "index.html")), `no built site in ${siteDir}`);

  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    server = await startStaticServer();
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  for (const { path, dir } of [
    { path: "/", dir: "ltr" },
    { path: "/pricing", dir: "ltr" },
    { path: "/ar/blog", dir: "rtl" },
  ]) {
    test(`should render and hydrate ${path} with no uncaught error and no dialog`, async ({
      page,
    }) => {
      await asReturningVisitor(page);
      const uncaught: string[] = [];
      const dialogs: string[] = [];
      const failedApiCalls: string[] = [];
      page.on("pageerror", (error) => uncaught.push(error.message));
      page.on("dialog", async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      page.on("requestfailed", (request) => {
        if (/\/(api|ws)\//.test(new URL(request.url()).pathname)) {
          failedApiCalls.push(request.url());
        }
      });

      await page.goto(`${origin}${path}`);
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      // The page's own content, from the prerendered HTML, kept after hydration.
      await expect(page.locator("main h1").first()).toBeVisible();
      // The start-up calls (profile, geo, remote config, analytics) have failed by now…
      await expect.poll(() => failedApiCalls.length).toBeGreaterThan(0);
      await page.waitForLoadState("networkidle");
      // …and the page is still there, with nothing thrown and nothing shown for them.
      await expect(page.locator("main h1").first()).toBeVisible();
      expect((await page.locator("main").textContent())?.trim().length ?? 0).toBeGreaterThan(100);
      expect(uncaught).toEqual([]);
      expect(dialogs).toEqual([]);
    });
  }
});
