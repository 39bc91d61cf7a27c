import { writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSIBLE_TYPES, COMPRESSION_THRESHOLD_BYTES } from "../src/http/compression.js";
import { startApi, type TestApi } from "./helpers/api.js";
import { databaseTargets } from "./helpers/databases.js";
import { SITE, writeFakeSite } from "./helpers/fake-site.js";
import { makeTempDir } from "./helpers/temp-dir.js";

/** Bytes as they came over the wire: fetch() would decode them and hide what was sent. */
interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function getRaw(
  baseUrl: string,
  urlPath: string,
  headers: Record<string, string>,
): Promise<WireResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: urlPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

// Stand-ins for a large and a small JSON answer of the api.
const LARGE = {
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Plan ${i}`, price: "9.99" })),
};
const SMALL = { code: 0, message: "ok" };
// A prerendered page above the threshold that the build left without .br/.gz.
const BIG_PAGE = `<!doctype html><title>big</title>${"<p>text</p>".repeat(300)}`;

const pglite = databaseTargets[0];
let api: TestApi;
let siteTemp: Awaited<ReturnType<typeof makeTempDir>>;

beforeAll(async () => {
  if (pglite === undefined) throw new Error("no PGlite target");
  siteTemp = await makeTempDir("compression-site");
  const siteDir = await writeFakeSite(siteTemp.path);
  await writeFile(path.join(siteDir, "big.html"), BIG_PAGE);
  api = await startApi(pglite, {
    env: { SITE_DIR: siteDir },
    beforeListen(app) {
      app.get("/api/test/large", async () => LARGE);
      app.get("/api/test/small", async () => SMALL);
    },
  });
});

afterAll(async () => {
  await api?.close();
  await siteTemp?.remove();
});

describe("given an api answer above the compression threshold (issue #14)", () => {
  it("should be sure the stand-in is above the threshold", () => {
    expect(JSON.stringify(LARGE).length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
  });

  it("should send it Brotli-encoded to a client accepting br, decoding to the same JSON", async () => {
    const response = await getRaw(api.baseUrl, "/api/test/large", {
      "accept-encoding": "br, gzip",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.length).toBeLessThan(JSON.stringify(LARGE).length);
    expect(JSON.parse(brotliDecompressSync(response.body).toString("utf8"))).toEqual(LARGE);
  });

  it("should send it gzip-encoded to a client accepting only gzip", async () => {
    const response = await getRaw(api.baseUrl, "/api/test/large", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(response.body).toString("utf8"))).toEqual(LARGE);
  });

  it("should send it as it is to a client that accepts no encoding", async () => {
    const response = await getRaw(api.baseUrl, "/api/test/large", {});
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body.toString("utf8"))).toEqual(LARGE);
  });

  it("should compress the plan list (≈ 1 KB) and keep its own Vary and caching headers", async () => {
    const response = await getRaw(api.baseUrl, "/api/mms/payment/v1/providers/plans", {
      "accept-encoding": "br, gzip",
      "x-app-type": "501",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/x-app-type/i);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toMatch(/public/);
    const json = JSON.parse(brotliDecompressSync(response.body).toString("utf8")) as {
      code: number;
    };
    expect(json.code).toBe(0);
  });
});

describe("given the types worth compressing", () => {
  it.each([
    ["application/json; charset=utf-8", true],
    ["application/problem+json", true],
    ["text/html; charset=utf-8", true],
    ["text/event-stream", false],
    ["application/octet-stream", false],
    ["image/png", false],
  ])("should judge %s compressible: %s", (type, expected) => {
    expect(COMPRESSIBLE_TYPES.test(type)).toBe(expected);
  });
});

describe("given an api answer below the threshold", () => {
  it("should send it uncompressed even to a client accepting br", async () => {
    const response = await getRaw(api.baseUrl, "/api/test/small", {
      "accept-encoding": "br, gzip",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body.toString("utf8"))).toEqual(SMALL);
  });
});

describe("given the prerendered site, compressed at build time", () => {
  it("should send the build's .gz copy as it is, not compressed a second time", async () => {
    const response = await getRaw(api.baseUrl, "/assets/app-abc123.js", {
      "accept-encoding": "br, gzip",
    });
    expect(response.status).toBe(200);
    // No .br copy in the fake build: the gzip one, never Brotli made on the fly.
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString("utf8")).toBe(SITE.asset);
  });

  it("should not compress on the fly a site file the build left without copies", async () => {
    const response = await getRaw(api.baseUrl, "/big.html", { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString("utf8")).toBe(BIG_PAGE);
  });
});
