import { readdirSync, statSync } from "node:fs";
import { get } from "node:https";
import path from "node:path";
import { securityHeaders } from "../src/http/security-headers.js";

/** One property of the nginx front (deploy/nginx/, docs/deploy.md), checked before the load. */
export interface FrontCheck {
  check: string;
  held: boolean;
  detail: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * What the front promises, asked of it the way a browser asks: a hashed
 * asset precompressed (brotli, gzip) with a year's cache and the api's
 * headers; a document revalidated with its own policy; HSTS once; plain
 * HTTP sent to HTTPS.
 */
export async function checkFront(front: string, httpFront: string, siteDir: string) {
  const checks: FrontCheck[] = [];
  const note = (check: string, held: boolean, detail: string) =>
    checks.push({ check, held, detail });
  const expected = securityHeaders({ production: true });

  const assets = path.join(siteDir, "assets");
  const largest = readdirSync(assets)
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0];
  for (const encoding of ["br", "gzip"]) {
    const response = await fetch(`${front}/assets/${largest}`, {
      headers: { "accept-encoding": encoding },
    });
    await response.arrayBuffer();
    const headers = response.headers;
    const missing = Object.entries(expected)
      .filter(([name, value]) => headers.get(name) !== value)
      .map(([name]) => name);
    note(
      `asset, ${encoding}`,
      response.status === 200 &&
        headers.get("content-encoding") === encoding &&
        headers.get("cache-control") === IMMUTABLE &&
        /accept-encoding/i.test(headers.get("vary") ?? "") &&
        missing.length === 0,
      `${response.status}, content-encoding ${headers.get("content-encoding")}, cache-control "${headers.get("cache-control")}", vary ${headers.get("vary")}${missing.length > 0 ? `, wrong or missing: ${missing.join(" ")}` : ", the api's headers and HSTS"}`,
    );
  }

  const page = await fetch(`${front}/pricing`, { headers: { "accept-encoding": "br" } });
  await page.arrayBuffer();
  const etag = page.headers.get("etag");
  const hsts = page.headers.get("strict-transport-security");
  note(
    "document",
    page.status === 200 &&
      page.headers.get("cache-control") === "no-cache" &&
      etag !== null &&
      /script-src 'self' 'sha256-/.test(page.headers.get("content-security-policy") ?? "") &&
      hsts === expected["strict-transport-security"],
    `${page.status}, cache-control "${page.headers.get("cache-control")}", etag ${etag === null ? "none" : "yes"}, CSP with the page's script hashes, HSTS "${hsts}"`,
  );
  if (etag !== null) {
    // Not fetch(): with If-None-Match it adds Cache-Control: no-cache (the
    // Fetch standard), which asks the server for the whole document again.
    const status = await new Promise<number | undefined>((resolve) => {
      get(
        `${front}/pricing`,
        { headers: { "accept-encoding": "br", "if-none-match": etag } },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        },
      ).on("error", () => resolve(undefined));
    });
    note("document revalidated", status === 304, `${status} with If-None-Match`);
  }

  const plain = await fetch(`${httpFront}/pricing?x=1`, { redirect: "manual" });
  await plain.arrayBuffer();
  const location = plain.headers.get("location") ?? "";
  note(
    "plain HTTP",
    plain.status === 301 && location.startsWith("https://") && location.endsWith("/pricing?x=1"),
    `${plain.status} → ${location}`,
  );
  return checks;
}
