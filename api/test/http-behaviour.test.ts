import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from "../src/http/security-headers.js";
import { SITE, writeFakeSite } from "./helpers/fake-site.js";
import { listen, rawRequest } from "./helpers/http.js";
import { makePgliteDataDir } from "./helpers/temp-dir.js";
import { testConfig } from "./helpers/test-config.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: unknown;
  res?: unknown;
  err?: { message: string; stack: string };
}

let temp: Awaited<ReturnType<typeof makePgliteDataDir>>;
let app: FastifyInstance;
let baseUrl: string;
const logLines: LogLine[] = [];

beforeAll(async () => {
  // A PGlite database in temp/pglite, so DATA_DIR is temp itself.
  temp = await makePgliteDataDir("http", { migrated: true });
  const siteDir = await writeFakeSite(temp.path);
  app = await buildApp(testConfig({ DATA_DIR: temp.path, SITE_DIR: siteDir, LOG_LEVEL: "info" }), {
    logStream: { write: (line) => logLines.push(JSON.parse(line) as LogLine) },
  });
  // Routes that stand in for the endpoints later issues add.
  app.get("/api/test/boom", async () => {
    throw new Error("connect ECONNREFUSED db.internal:5432 password=hunter2");
  });
  app.post(
    "/api/test/echo",
    {
      schema: {
        body: {
          type: "object",
          required: ["email"],
          properties: { email: { type: "string" } },
        },
      },
    },
    async (request) => request.body,
  );
  app.get("/api/test/teapot", async (_request, reply) => {
    const error = Object.assign(new Error("short and stout"), { statusCode: 418, code: "TEAPOT" });
    return reply.send(error);
  });
  baseUrl = await listen(app);
});

afterAll(async () => {
  await app?.close();
  await temp?.remove();
});

describe("given any response", () => {
  it.each([
    ["an api call", "/healthz", CONTENT_SECURITY_POLICY],
    ["a page", "/pricing", contentSecurityPolicy({ inlineStyles: true })],
    ["an asset", "/assets/app-abc123.js", CONTENT_SECURITY_POLICY],
    ["a not-found page", "/nope", CONTENT_SECURITY_POLICY],
    ["an api 404", "/api/nope", CONTENT_SECURITY_POLICY],
    ["an error", "/api/test/boom", CONTENT_SECURITY_POLICY],
  ])("should carry the security headers on %s", async (_label, urlPath, policy) => {
    const response = await fetch(`${baseUrl}${urlPath}`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("permissions-policy")).toBe(
      "camera=(), microphone=(), geolocation=()",
    );
    expect(response.headers.get("content-security-policy")).toBe(policy);
    // Issue #18: no other origin keeps a handle on our windows or embeds what we answer.
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    // Development and test: no HSTS (see the production case below).
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("should send the Content-Security-Policy of a page with HTML: no inline script", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it("should allow nothing inline, not even a style, on what is not a page of the site", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
  });
});

describe("given NODE_ENV=production", () => {
  it("should add Strict-Transport-Security", async () => {
    // Shares the open database; buildApp leaves an injected database open.
    const production = await buildApp(testConfig({ DATA_DIR: temp.path, NODE_ENV: "production" }), {
      database: app.database,
    });
    try {
      const response = await production.inject({ url: "/healthz" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
    } finally {
      await production.close();
    }
    // Still open for the other tests.
    expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200);
  });
});

describe("given a route that throws", () => {
  it("should answer 500 with a generic message and no stack or detail", async () => {
    const response = await fetch(`${baseUrl}/api/test/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      code: 500,
      message: "Something went wrong on our side. Please try again.",
    });
    expect(text).not.toMatch(/hunter2|ECONNREFUSED|stack|\bat\b/);
  });

  it("should log the error with its stack under the request id", async () => {
    const response = await fetch(`${baseUrl}/api/test/boom`);
    const requestId = response.headers.get("x-request-id");
    const logged = logLines.find((line) => line.reqId === requestId && line.err !== undefined);
    expect(logged?.level).toBe(50);
    expect(logged?.err?.message).toContain("hunter2");
    expect(logged?.err?.stack).toContain("http-behaviour.test.ts");
  });
});

describe("given a request the caller got wrong", () => {
  it("should answer a validation error with the envelope naming the field", async () => {
    const response = await fetch(`${baseUrl}/api/test/echo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: "email is required",
      data: { fields: [{ path: "email", message: "email is required" }] },
    });
  });

  it("should pass another 4xx through with its status as the code, and its message", async () => {
    const response = await fetch(`${baseUrl}/api/test/teapot`);
    expect(response.status).toBe(418);
    expect(await response.json()).toEqual({ code: 418, message: "short and stout" });
  });

  it("should answer malformed JSON with 400", async () => {
    const response = await fetch(`${baseUrl}/api/test/echo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 400,
      message: "The request body is not valid JSON.",
    });
  });

  it("should refuse a body over 1 MiB with 413", async () => {
    const response = await fetch(`${baseUrl}/api/test/echo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "x".repeat(1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ code: 413, message: "The request body is too large." });
  });

  it("should accept a body just under 1 MiB", async () => {
    const email = "x".repeat(1024 * 1024 - 100);
    const response = await fetch(`${baseUrl}/api/test/echo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email }),
    });
    expect(response.status).toBe(200);
  });

  it("should answer a malformed URL with a JSON 400 and the security headers", async () => {
    const response = await rawRequest(baseUrl, "/%");
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ code: 400, message: "The address is not valid." });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("given request ids", () => {
  it("should make one up and echo it when the caller sends none", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });

  it("should keep a short safe id from the caller", async () => {
    const response = await fetch(`${baseUrl}/healthz`, {
      headers: { "x-request-id": "lb-7f3a.2_x" },
    });
    expect(response.headers.get("x-request-id")).toBe("lb-7f3a.2_x");
  });

  it.each([
    ["too long", "a".repeat(65)],
    ["with spaces", "a b"],
    ["with markup", "<script>"],
    ["with JSON", '{"level":60}'],
  ])("should replace an id %s with its own", async (_label, id) => {
    const response = await fetch(`${baseUrl}/healthz`, { headers: { "x-request-id": id } });
    expect(response.headers.get("x-request-id")).toMatch(UUID);
  });

  it("should write the request id on every log line of a request", async () => {
    const response = await fetch(`${baseUrl}/pricing`, { headers: { "x-request-id": "trace-42" } });
    expect(await response.text()).toBe(SITE.pricing);
    const lines = logLines.filter((line) => line.reqId === "trace-42");
    // One access line per request, written with the answer (log-request.ts).
    expect(lines.map((line) => line.msg)).toEqual(["request completed"]);
    expect(lines[0]).toMatchObject({
      req: { method: "GET", url: "/pricing" },
      res: { statusCode: 200 },
    });
    expect(lines[0]).toHaveProperty("responseTime", expect.any(Number));
    // And no request line without an id.
    const requestLines = logLines.filter(
      (line) => line.req !== undefined || line.res !== undefined,
    );
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.reqId).toBeTruthy();
  });
});

/**
 * Issue #18, finding 8: request logs recorded whole URLs, bot tokens of GET
 * queries (`recasign`) and 8 KB query strings included.
 */
describe("given a request URL with secrets or of great length", () => {
  const loggedUrlOf = (requestId: string) =>
    (
      logLines.find((line) => line.reqId === requestId && line.msg === "request completed")?.req as
        | { url: string }
        | undefined
    )?.url;

  it("should log the URL with the values of secret parameters redacted", async () => {
    await fetch(
      `${baseUrl}/pricing?recasign=SECRET-TOKEN-123&page=2&Code=654321&email=jane%40example.com&sig=abc`,
      { headers: { "x-request-id": "redact-1" } },
    );
    expect(loggedUrlOf("redact-1")).toBe(
      "/pricing?recasign=[redacted]&page=2&Code=[redacted]&email=[redacted]&sig=[redacted]",
    );
    const lines = JSON.stringify(logLines.filter((line) => line.reqId === "redact-1"));
    expect(lines).not.toMatch(/SECRET-TOKEN-123|654321|jane/);
  });

  it("should cut a long URL, saying how much was left out", async () => {
    await fetch(`${baseUrl}/pricing?q=${"x".repeat(8_000)}`, {
      headers: { "x-request-id": "long-1" },
    });
    const url = loggedUrlOf("long-1") ?? "";
    expect(url.length).toBeLessThan(600);
    expect(url).toMatch(/^\/pricing\?q=x+…\[7\d{3} more characters\]$/);
  });
});
