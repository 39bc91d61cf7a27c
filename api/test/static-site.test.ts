import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { SITE, writeFakeSite } from "./helpers/fake-site.js";
import { listen, rawRequest } from "./helpers/http.js";
import { makePgliteDataDir } from "./helpers/temp-dir.js";
import { testConfig } from "./helpers/test-config.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

let temp: Awaited<ReturnType<typeof makePgliteDataDir>>;
let dataDir: string;

beforeAll(async () => {
  // A PGlite database in temp/pglite, so DATA_DIR is temp itself.
  temp = await makePgliteDataDir("static", { migrated: true });
  dataDir = temp.path;
});

afterAll(async () => {
  await temp?.remove();
});

describe("given a built site in SITE_DIR", () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    const siteDir = await writeFakeSite(temp.path);
    app = await buildApp(testConfig({ DATA_DIR: dataDir, SITE_DIR: siteDir }));
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = (urlPath: string, init?: RequestInit) => fetch(`${baseUrl}${urlPath}`, init);

  describe("when a page is requested", () => {
    it("should serve index.html for /", async () => {
      const response = await get("/");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toBe(SITE.home);
    });

    it("should serve ar/index.html for /ar and /ar/", async () => {
      for (const urlPath of ["/ar", "/ar/"]) {
        const response = await get(urlPath);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(SITE.arHome);
      }
    });

    it("should serve the same prerendered page for /pricing and /pricing/index.html", async () => {
      const short = await get("/pricing");
      const long = await get("/pricing/index.html");
      expect(short.status).toBe(200);
      expect(long.status).toBe(200);
      expect(await short.text()).toBe(SITE.pricing);
      expect(await long.text()).toBe(SITE.pricing);
    });

    it("should ignore the query string", async () => {
      const response = await get("/pricing?utm_source=mail&lang=ar");
      expect(await response.text()).toBe(SITE.pricing);
    });

    it("should mark HTML as no-cache so a deploy shows at once", async () => {
      expect((await get("/")).headers.get("cache-control")).toBe("no-cache");
      expect((await get("/pricing")).headers.get("cache-control")).toBe("no-cache");
    });

    it("should answer HEAD with the headers and no body", async () => {
      const response = await get("/pricing", { method: "HEAD" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toBe("");
    });
  });

  describe("when a file is requested", () => {
    it("should serve a hashed asset with an immutable one-year cache", async () => {
      const response = await get("/assets/app-abc123.js", {
        headers: { "accept-encoding": "identity" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/javascript/);
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
      expect(await response.text()).toBe(SITE.asset);
    });

    it("should send the precompressed copy to a browser that accepts gzip", async () => {
      const response = await get("/assets/app-abc123.js", {
        headers: { "accept-encoding": "gzip" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
      // fetch decompresses: the body is the original file.
      expect(await response.text()).toBe(SITE.asset);
    });

    it("should serve a root file such as robots.txt, revalidated", async () => {
      const response = await get("/robots.txt");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(SITE.robots);
    });

    it("should serve /.well-known/ files", async () => {
      const response = await get("/.well-known/security.txt");
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(SITE.securityTxt);
    });
  });

  describe("when the path matches nothing", () => {
    it("should answer 404 with the body of 404.html", async () => {
      const response = await get("/no-such-page");
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(SITE.notFound);
    });

    it("should answer 404, not the home page, for a missing asset", async () => {
      const response = await get("/assets/app-old999.js");
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(SITE.notFound);
    });

    it("should use the locale's not-found page under a locale prefix", async () => {
      const response = await get("/ar/nope");
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(
        SITE.arNotFound.replace("<!--not-found-path-->", "/ar/nope"),
      );
    });

    it("should name the path asked for, HTML-escaped, where the page marks it", async () => {
      const response = await get("/ar/<b>nope</b>");
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("<bdi>/ar/&#60;b&#62;nope&#60;/b&#62;</bdi>");
    });

    it("should fall back to 404.html for a locale without its own", async () => {
      const response = await get("/de/nope");
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(SITE.notFound);
    });

    it("should answer 404 to HEAD without a body", async () => {
      const response = await get("/no-such-page", { method: "HEAD" });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("");
    });
  });

  describe("when the path belongs to the api", () => {
    it.each(["/api/nope", "/api", "/ws/mm/reca/r2/nope", "/l10n/nope", "/healthz/extra"])(
      "should answer %s with a JSON 404",
      async (urlPath) => {
        const response = await get(urlPath);
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({
          code: 404,
          message: `Route GET ${urlPath} not found`,
        });
      },
    );

    it("should answer a POST to a page path with a JSON 404, not a page", async () => {
      const response = await get("/pricing", { method: "POST" });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 404 });
    });
  });

  describe("when a request tries to leave SITE_DIR", () => {
    it.each([
      "/../secret.txt",
      "/../../../../etc/passwd",
      "/%2e%2e/secret.txt",
      "/%2E%2E/%2E%2E/%2E%2E/etc/passwd",
      "/assets/..%2f..%2fsecret.txt",
      "/..%2fsecret.txt",
      "/..%5csecret.txt",
      "/assets/%2e%2e/%2e%2e/secret.txt",
      "/.env",
      "/%2eenv",
      "/leak.txt",
      "/index.html%00.js",
      "/%",
    ])("should answer %s with 404 and nothing from outside", async (rawPath) => {
      const response = await rawRequest(baseUrl, rawPath);
      expect([400, 404]).toContain(response.status);
      expect(response.body).not.toContain("SECRET");
      expect(response.body).not.toContain("root:");
    });

    it("should send //etc/passwd to the same site's /etc/passwd (SPEC.md §2 double slash), which is not found", async () => {
      const response = await rawRequest(baseUrl, "//etc/passwd");
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe("/etc/passwd");
      expect(response.body).not.toContain("root:");
      expect((await rawRequest(baseUrl, "/etc/passwd")).status).toBe(404);
    });

    // Issue #35, finding 6: the double-slash rule turned the absolute-form
    // target "http://evil.example/" into "Location: http:/evil.example/",
    // which a browser on an https page resolves to http://evil.example/.
    it.each([
      "http://evil.example/",
      "http://evil.example//x",
      "https://evil.example/home",
      "http:/evil.example/",
    ])(
      "should answer the request target %s with 400, never a Location off the site",
      async (target) => {
        const response = await rawRequest(baseUrl, target);
        expect(response.status).toBe(400);
        expect(response.headers.location).toBeUndefined();
      },
    );

    it("should answer the plain traversal with the site's 404 page", async () => {
      const response = await rawRequest(baseUrl, "/%2e%2e/secret.txt");
      expect(response.status).toBe(404);
      expect(response.body).toBe(SITE.notFound);
    });
  });
});

describe("given no built site (SITE_DIR missing)", () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    app = await buildApp(
      testConfig({ DATA_DIR: dataDir, SITE_DIR: path.join(temp.path, "not-built") }),
    );
    baseUrl = await listen(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("should still serve the api", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
  });

  it("should answer pages with the plain-text not-found message", async () => {
    for (const urlPath of ["/", "/ar/pricing"]) {
      const response = await fetch(`${baseUrl}${urlPath}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toBe(`Page Not Found: ${urlPath}`);
    }
  });
});
