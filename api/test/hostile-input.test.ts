import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../src/auth/sessions.js";
import { users } from "../src/db/schema/index.js";
import { startApi, type TestApi } from "./helpers/api.js";
import { databaseTargets } from "./helpers/databases.js";

/**
 * Throws junk at every route the api registers and asserts that nothing
 * answers 5xx: whatever a client sends is its mistake (4xx) or fine (2xx),
 * never a crash. The routes come from the OpenAPI document (every mounted
 * route, the payments ones included) plus the /api/mms aliases of the
 * bot-protected ones and the few routes outside the contract.
 */

interface Operation {
  method: string;
  path: string;
  properties: string[];
}

const JUNK_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  0.5,
  "",
  " ",
  "x".repeat(5000),
  "\u0000\u001f",
  "../../etc/passwd",
  "' or 1=1 --",
  "<script>alert(1)</script>",
  "💥".repeat(50),
  [],
  [1, "2", null],
  {},
  { $ne: null },
  "2001:db8::1",
  "999999999999999999999999",
];

const JUNK_BODIES: Array<{ label: string; raw: string; contentType?: string }> = [
  { label: "no body", raw: "" },
  { label: "null", raw: "null" },
  { label: "an array", raw: "[1,2,3]" },
  { label: "a string", raw: '"hello"' },
  { label: "a number", raw: "42" },
  { label: "malformed JSON", raw: '{"a":' },
  {
    label: "prototype poisoning",
    raw: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  },
  { label: "deep nesting", raw: `${"[".repeat(5000)}${"]".repeat(5000)}` },
  {
    label: "invalid UTF-8",
    raw: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]).toString("latin1"),
  },
  { label: "form data", raw: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
  { label: "text", raw: "hello", contentType: "text/plain" },
  { label: "a huge body", raw: JSON.stringify({ junk: "j".repeat(300 * 1024) }) },
];

const JUNK_HEADERS: Array<{
  label: string;
  headers: Record<string, string>;
  appType?: string | null;
}> = [
  { label: "no X-App-Type", headers: {}, appType: null },
  { label: "an unknown X-App-Type", headers: {}, appType: "31337" },
  { label: "a junk X-App-Type", headers: {}, appType: "5O1" },
  { label: "a malformed token", headers: { authorization: "Bearer ../../../" } },
  { label: "a well-formed unknown token", headers: { authorization: `Bearer ${"A".repeat(43)}` } },
  { label: "a non-bearer Authorization", headers: { authorization: "Basic Zm9vOmJhcg==" } },
  { label: "a huge Authorization", headers: { authorization: `Bearer ${"x".repeat(8000)}` } },
  { label: "a forged X-Forwarded-For", headers: { "x-forwarded-for": "not-an-ip, 999.1.1.1" } },
  { label: "a junk Accept-Language", headers: { "accept-language": "q=;;;,,,*;q=abc" } },
];

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown }>>;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const properties = new Set<string>();
      const body = operation.requestBody as
        | { content?: Record<string, { schema?: { properties?: object } }> }
        | undefined;
      for (const key of Object.keys(body?.content?.["application/json"]?.schema?.properties ?? {}))
        properties.add(key);
      for (const parameter of (operation.parameters as
        | Array<{ in: string; name: string }>
        | undefined) ?? []) {
        if (parameter.in === "query") properties.add(parameter.name);
      }
      operations.push({ method: method.toUpperCase(), path, properties: [...properties] });
      // The bot-protected calls also answer, with the same check, under /api/mms.
      const alias = path.replace(/^\/ws\/mm\/reca\/r\d\//, "/api/mms/");
      if (alias !== path)
        operations.push({ method: method.toUpperCase(), path: alias, properties: [...properties] });
    }
  }
  operations.push({ method: "GET", path: "/api/openapi.json", properties: [] });
  operations.push({ method: "GET", path: "/healthz", properties: [] });
  operations.push({ method: "GET", path: "/dev/outbox", properties: [] });
  return operations;
}

async function inBatches<T>(
  items: T[],
  size: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

describe.each(databaseTargets)("given hostile input on $name", (target) => {
  describe.skipIf(!target.available)("at every route", () => {
    let api: TestApi;
    let operations: Operation[];
    let token: string;
    const failures: string[] = [];

    beforeAll(async () => {
      api = await startApi(target);
      const document = (await (
        await fetch(`${api.baseUrl}/api/openapi.json`)
      ).json()) as OpenApiDocument;
      operations = operationsOf(document);
      const [user] = await api.app.database.db
        .insert(users)
        .values({ email: "hostile@example.com" })
        .returning();
      token = (
        await createSession(api.app.database.db, {
          userId: user?.id ?? 0,
          appType: 501,
          userAgent: undefined,
        })
      ).token;
    });

    afterAll(async () => {
      await api?.close();
    });

    async function send(
      operation: Operation,
      label: string,
      init: {
        headers?: Record<string, string>;
        body?: string;
        query?: string;
        appType?: string | null;
      },
    ) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.appType !== null) headers["x-app-type"] = init.appType ?? "501";
      const hasBody =
        operation.method !== "GET" && operation.method !== "HEAD" && init.body !== undefined;
      if (hasBody && headers["content-type"] === undefined)
        headers["content-type"] = "application/json";
      const response = await fetch(`${api.baseUrl}${operation.path}${init.query ?? ""}`, {
        method: operation.method,
        headers,
        ...(hasBody && { body: init.body }),
      });
      await response.arrayBuffer();
      if (response.status >= 500)
        failures.push(`${operation.method} ${operation.path} with ${label} → ${response.status}`);
    }

    it("should never answer 5xx to junk bodies", async () => {
      // Every mounted route (account, support, analytics, config, bot, payments) and the aliases.
      expect(operations.length).toBeGreaterThan(25);
      // Signed in, so the junk reaches the body validation of signed-in routes too
      // (junk headers, without a valid token, are the next test).
      await inBatches(operations, 12, async (operation) => {
        for (const junk of JUNK_BODIES) {
          await send(operation, junk.label, {
            body: junk.raw,
            headers: {
              authorization: `Bearer ${token}`,
              ...(junk.contentType && { "content-type": junk.contentType }),
            },
          });
        }
      });
      expect(failures).toEqual([]);
    });

    it("should never answer 5xx to junk in any field", async () => {
      await inBatches(operations, 12, async (operation) => {
        for (const value of JUNK_VALUES) {
          const body = Object.fromEntries(
            [...operation.properties, "recasign", "extra"].map((key) => [key, value]),
          );
          const query = `?${new URLSearchParams(
            Object.fromEntries(
              [...operation.properties, "recasign"].map((key) => [
                key,
                typeof value === "string" ? value : JSON.stringify(value),
              ]),
            ),
          ).toString()}`;
          await send(operation, `${JSON.stringify(value)?.slice(0, 30)} in every field`, {
            body: JSON.stringify(body),
            query: operation.method === "GET" ? query : "",
            headers: { authorization: `Bearer ${token}` },
          });
        }
      });
      expect(failures).toEqual([]);
    });

    it("should never answer 5xx to junk headers", async () => {
      await inBatches(operations, 12, async (operation) => {
        for (const junk of JUNK_HEADERS) {
          await send(operation, junk.label, {
            headers: junk.headers,
            appType: junk.appType,
            body: "{}",
          });
        }
      });
      expect(failures).toEqual([]);
    });
  });
});
