import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from "../src/http/security-headers.js";
import { SITE, writeFakeSite } from "./helpers/fake-site.js";
import { listen } from "./helpers/http.js";
import { makePgliteDataDir } from "./helpers/temp-dir.js";
import { testConfig } from "./helpers/test-config.js";

// The site's build writes `_build/csp.json` (inline script hashes per page),
// which the server applies, and prerenders the checkout once per plan id.
describe("given a built site with per-page script hashes and a checkout per plan id", () => {
  let temp: Awaited<ReturnType<typeof makePgliteDataDir>>;
  let app: FastifyInstance;
  let baseUrl: string;
  const checkout = "<!doctype html><title>checkout</title>";

  beforeAll(async () => {
    temp = await makePgliteDataDir("page-rules", { migrated: true });
    const siteDir = await writeFakeSite(temp.path);
    await mkdir(path.join(siteDir, "_build"), { recursive: true });
    await mkdir(path.join(siteDir, "de/pricing/checkout/3"), { recursive: true });
    await writeFile(path.join(siteDir, "de/pricing/checkout/3/index.html"), checkout);
    await writeFile(
      path.join(siteDir, "_build/csp.json"),
      JSON.stringify({
        "/index.html": ["'sha256-AAAA'", "'sha256-BBBB'"],
        "/bad.html": ["'unsafe-inline'"],
      }),
    );
    app = await buildApp(testConfig({ DATA_DIR: temp.path, SITE_DIR: siteDir }));
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
    await temp?.remove();
  });

  it("should allow exactly that page's inline scripts, by hash", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(await response.text()).toBe(SITE.home);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB';");
    expect(policy).not.toContain("unsafe-inline'; connect");
  });

  it("should allow no inline script on a page without any, and nothing inline on api answers", async () => {
    // Pages keep inline styles for their dialogs' scroll lock (ADR 0018), never inline scripts.
    expect((await fetch(`${baseUrl}/pricing`)).headers.get("content-security-policy")).toBe(
      contentSecurityPolicy({ inlineStyles: true }),
    );
    expect((await fetch(`${baseUrl}/healthz`)).headers.get("content-security-policy")).toBe(
      CONTENT_SECURITY_POLICY,
    );
  });

  it("should serve /de/pricing/checkout/3 from its own prerendered page, and 404 deeper paths", async () => {
    const response = await fetch(`${baseUrl}/de/pricing/checkout/3`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(checkout);
    expect((await fetch(`${baseUrl}/de/pricing/checkout/3/x`)).status).toBe(404);
  });

  it("should answer a plan id with no prerendered checkout 404 with the not-found page (SPEC.md §2, §8)", async () => {
    const response = await fetch(`${baseUrl}/ar/pricing/checkout/999`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(
      SITE.arNotFound.replace("<!--not-found-path-->", "/ar/pricing/checkout/999"),
    );
  });

  it("should redirect a double slash and /{lang}/home with 301 (SPEC.md §2)", async () => {
    const slashes = await fetch(`${baseUrl}//pricing?x=1`, { redirect: "manual" });
    expect(slashes.status).toBe(301);
    expect(slashes.headers.get("location")).toBe("/pricing?x=1");
    const home = await fetch(`${baseUrl}/ar/home`, { redirect: "manual" });
    expect(home.headers.get("location")).toBe("/ar");
  });
});
