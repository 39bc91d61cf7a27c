import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithPassword, login, signup, uniqueEmail } from "../helpers/account.js";
import { startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";
import { writeFakeSite } from "../helpers/fake-site.js";
import { rawRequest } from "../helpers/http.js";
import { makeTempDir } from "../helpers/temp-dir.js";

/**
 * Issue #19's header gate: the security headers of everything the api
 * serves, read off the wire from a running instance (real HTTP over TCP, not
 * inject, not the code's constants), in production as an operator runs it
 * (NODE_ENV=production, an https PUBLIC_URL). Pages, assets, JSON answers,
 * errors (4xx, 5xx, a malformed URL Fastify refuses before routing) and the
 * not-found page all carry: a CSP whose scripts are never 'unsafe-inline',
 * frame-ancestors 'none', nosniff, a Referrer-Policy, a Permissions-Policy,
 * COOP, HSTS; personal answers carry no-store; any cookie the server sets is
 * Secure, SameSite and HttpOnly. The client's cookies: site/test/cookie-flags.test.ts.
 */

const MMS = "/api/mms/";
/** A prerendered page with its hydration data inline, allowed by hash (site/scripts/write-site-files.ts). */
const INLINE_SCRIPT = 'window.__data={"locale":"en"}';
const PAGE_WITH_SCRIPT = `<!doctype html><title>tools</title><script>${INLINE_SCRIPT}</script>`;

interface Served {
  label: string;
  status: number;
  headers: Headers;
}

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== "")
      .map(([name = "", ...sources]) => [name.toLowerCase(), sources]),
  );
}

/** What a browser needs to see on every answer; each problem is one line, so a failure lists them all. */
function problemsOf({ label, headers }: Served): string[] {
  const problems: string[] = [];
  const say = (problem: string) => problems.push(`${label}: ${problem}`);
  const policy = headers.get("content-security-policy");
  if (policy === null) say("no Content-Security-Policy");
  else {
    const csp = directives(policy);
    const scripts = csp.get("script-src") ?? csp.get("default-src");
    if (scripts === undefined) say("CSP limits no script source");
    else if (scripts.some((source) => /^'unsafe-(inline|eval)'$/i.test(source)))
      say(`CSP script-src allows ${scripts.join(" ")}`);
    if (csp.get("frame-ancestors")?.join(" ") !== "'none'")
      say(`CSP frame-ancestors is ${csp.get("frame-ancestors")?.join(" ") ?? "missing"}`);
  }
  if (headers.get("x-content-type-options") !== "nosniff") say("X-Content-Type-Options ≠ nosniff");
  const referrer = headers.get("referrer-policy") ?? "";
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer))
    say(`Referrer-Policy is "${referrer}"`);
  if (!/camera=\(\)/.test(headers.get("permissions-policy") ?? ""))
    say(`Permissions-Policy is "${headers.get("permissions-policy")}"`);
  if (headers.get("cross-origin-opener-policy") !== "same-origin")
    say(`Cross-Origin-Opener-Policy is "${headers.get("cross-origin-opener-policy")}"`);
  const hsts = /max-age=(\d+)/.exec(headers.get("strict-transport-security") ?? "");
  // A year at least: what browsers' preload lists ask for.
  if (hsts === null || Number(hsts[1]) < 31_536_000)
    say(`Strict-Transport-Security is "${headers.get("strict-transport-security")}"`);
  for (const cookie of headers.getSetCookie()) {
    const name = cookie.split("=")[0];
    if (!/;\s*secure\b/i.test(cookie)) say(`cookie ${name} is not Secure`);
    if (!/;\s*samesite=(lax|strict)\b/i.test(cookie)) say(`cookie ${name} has no SameSite`);
    if (!/;\s*httponly\b/i.test(cookie)) say(`cookie ${name} is not HttpOnly`);
  }
  return problems;
}

// PGlite only: the headers do not depend on the database.
const [pglite] = databaseTargets;

describe("given a production api serving a built site, over HTTP", () => {
  let api: TestApi;
  let site: Awaited<ReturnType<typeof makeTempDir>>;
  let account: Awaited<ReturnType<typeof accountWithPassword>>;

  beforeAll(async () => {
    if (pglite === undefined) throw new Error("no PGlite target");
    site = await makeTempDir("served-headers");
    const siteDir = await writeFakeSite(site.path);
    await mkdir(path.join(siteDir, "tools"), { recursive: true });
    await writeFile(path.join(siteDir, "tools", "index.html"), PAGE_WITH_SCRIPT);
    const hash = `'sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}'`;
    await mkdir(path.join(siteDir, "_build"), { recursive: true });
    await writeFile(
      path.join(siteDir, "_build", "csp.json"),
      JSON.stringify({ "/tools/index.html": [hash] }),
    );
    api = await startApi(pglite, {
      env: {
        NODE_ENV: "production",
        PUBLIC_URL: "https://mvpn.example",
        SITE_DIR: siteDir,
      },
      // A route that fails the way a bug would: the 5xx answer's headers.
      beforeListen: (app) => {
        app.get("/api/test-only/fails", async () => {
          throw new Error("a bug");
        });
      },
    });
    account = await accountWithPassword(api);
  });

  afterAll(async () => {
    await api?.close();
    await site?.remove();
  });

  async function get(label: string, url: string, init: RequestInit = {}): Promise<Served> {
    // Every call of the site says which app it is (SPEC.md §7's X-App-Type).
    const headers = { "x-app-type": "501", ...(init.headers as Record<string, string>) };
    const response = await fetch(new URL(url, api.baseUrl), {
      redirect: "manual",
      ...init,
      headers,
    });
    await response.arrayBuffer();
    return { label, status: response.status, headers: response.headers };
  }

  const asUser = () => ({
    headers: { authorization: `Bearer ${account.token}`, "x-app-type": "501" },
  });
  const json = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json", "x-app-type": "501" },
    body: JSON.stringify(body),
  });

  /** One of each kind of answer, with the status it must have (so a wrong route does not pass by accident). */
  const ANSWERS: Array<[string, number, () => Promise<Served>]> = [
    ["the home page", 200, () => get("home", "/")],
    ["a page with an inline script", 200, () => get("tools", "/tools")],
    ["a localised page", 200, () => get("ar home", "/ar/")],
    ["a HEAD of a page", 200, () => get("HEAD pricing", "/pricing", { method: "HEAD" })],
    ["a hashed asset", 200, () => get("asset", "/assets/app-abc123.js")],
    [
      "a precompressed asset",
      200,
      () => get("asset.gz", "/assets/app-abc123.js", { headers: { "accept-encoding": "gzip" } }),
    ],
    ["robots.txt", 200, () => get("robots", "/robots.txt")],
    ["security.txt", 200, () => get("security.txt", "/.well-known/security.txt")],
    ["the not-found page", 404, () => get("404 page", "/no-such-page")],
    ["a localised not-found page", 404, () => get("ar 404 page", "/ar/no-such-page")],
    ["a hidden file refused", 404, () => get(".env", "/.env")],
    ["public JSON (the plans)", 200, () => get("plans", `${MMS}payment/v1/providers/plans`)],
    ["the OpenAPI document", 200, () => get("openapi", "/api/openapi.json")],
    ["the health check", 200, () => get("healthz", "/healthz")],
    [
      "personal JSON (the profile)",
      200,
      () => get("profile", `${MMS}account/v1/web/profile`, asUser()),
    ],
    ["a 401 (no token)", 401, () => get("401", `${MMS}account/v1/web/profile`)],
    [
      "a 400 (a bad body)",
      400,
      () =>
        get("400", `${MMS}account/v1/web/set_password`, { ...json({ password: 1 }), ...asUser() }),
    ],
    ["an unknown api path (404 JSON)", 404, () => get("api 404", "/api/mms/no/such/call")],
    [
      "a wrong method",
      404,
      () => get("DELETE plans", `${MMS}payment/v1/providers/plans`, { method: "DELETE" }),
    ],
    ["a 5xx (a failing route)", 500, () => get("500", "/api/test-only/fails")],
    [
      "a 413 (a body over the limit)",
      413,
      () => get("413", `${MMS}report/v1/web/contact_us`, json({ junk: "j".repeat(1_100_000) })),
    ],
    [
      "a 415 (an unknown content type)",
      415,
      () =>
        get("415", `${MMS}account/v1/web/set_password`, {
          method: "POST",
          headers: { "content-type": "application/x-unknown", "x-app-type": "501" },
          body: "x",
        }),
    ],
  ];

  it.each(ANSWERS)("should send every security header on %s", async (_kind, status, send) => {
    const served = await send();
    expect(served.status, served.label).toBe(status);
    expect(problemsOf(served)).toEqual([]);
  });

  it("should allow a page's inline script by its hash, never by 'unsafe-inline'", async () => {
    const { headers } = await get("tools", "/tools");
    const scripts = directives(headers.get("content-security-policy") ?? "").get("script-src");
    expect(scripts).toEqual([
      "'self'",
      `'sha256-${createHash("sha256").update(INLINE_SCRIPT).digest("base64")}'`,
    ]);
  });

  it("should send every security header on an error Fastify answers before routing (a malformed URL)", async () => {
    const response = await rawRequest(api.baseUrl, "/%");
    expect(response.status).toBe(400);
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers))
      for (const one of [value ?? []].flat()) headers.append(name, one);
    expect(problemsOf({ label: "malformed URL", status: response.status, headers })).toEqual([]);
  });

  // Answers that carry a token or personal data: never kept by a browser or a proxy.
  const PERSONAL: Array<[string, () => Promise<Served>]> = [
    [
      "a login answer",
      async () => {
        const response = await login(api, account.email, account.password);
        return { label: "login", status: response.status, headers: response.headers };
      },
    ],
    [
      "a failed login answer",
      async () => {
        const response = await login(api, account.email, "Wr0ng-password!");
        return { label: "failed login", status: response.status, headers: response.headers };
      },
    ],
    [
      "a signup answer (a new token)",
      async () => {
        const response = await signup(api, { email: uniqueEmail("served") });
        return { label: "signup", status: response.status, headers: response.headers };
      },
    ],
    ["the profile", () => get("profile", `${MMS}account/v1/web/profile`, asUser())],
    ["the device list", () => get("devices", `${MMS}account/v1/web/device/list`, asUser())],
    [
      "the subscriptions",
      () => get("subscriptions", `${MMS}payment/v1/web/subscription_my`, asUser()),
    ],
    ["a refused personal call", () => get("401", `${MMS}account/v1/web/profile`)],
  ];

  it.each(PERSONAL)("should send no-store and every security header on %s", async (_kind, send) => {
    const served = await send();
    expect(served.status, served.label).toBeLessThan(500);
    expect(served.headers.get("cache-control"), served.label).toMatch(/\bno-store\b/);
    expect(problemsOf(served)).toEqual([]);
  });
});
