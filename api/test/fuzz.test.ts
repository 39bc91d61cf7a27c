import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../src/auth/sessions.js";
import { users } from "../src/db/schema/index.js";
import { startApi, type TestApi } from "./helpers/api.js";
import { databaseTargets } from "./helpers/databases.js";

/**
 * Issue #19's fuzz gate: fast-check generates requests for every operation of
 * the api's OpenAPI document — bodies and query strings from the operation's
 * own schema (valid-looking, then mutated: wrong types, missing and extra
 * fields, huge strings, unicode, numbers at the edges), Authorization tokens
 * (none, random, revoked by expiry, valid), X-App-Type values, content types
 * and charsets — a few thousand in all. Two properties:
 *
 * 1. nothing answers 5xx (a client's input is its mistake or fine, never a crash);
 * 2. a rejected request (4xx) writes nothing: the row count of every table is
 *    the same before and after it, except the tables in WRITES_WHEN_REFUSED.
 *
 * Fixed seeds: a failure prints its seed and the shrunk request, and the same
 * run replays it (FUZZ_SEED=<n> to try another). hostile-input.test.ts
 * throws fixed junk at the same routes; this one searches.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 19_2026);
/** Requests per operation in the "never 5xx" pass and in the "rejected writes nothing" pass. */
const RUNS_ANY = 48;
const RUNS_REJECTED = 16;
/** Each pass takes 20–40 s on a loaded 2-core machine; the bound only matters when something hangs. */
const TIMEOUT_MS = 180_000;

type Counts = Record<string, number>;

/**
 * Tables a refused request may legitimately add rows to, each with why. Row
 * counts elsewhere must not move on a 4xx. The failed-login slow-down and the
 * volume limits keep their counters in memory or Redis; `used_bot_tokens` is
 * written only when a solved challenge is spent, which these generated
 * requests never carry (their `recasign` is junk, refused before it is
 * looked up). A call that spends a real challenge and is then refused (a
 * wrong password) would add a row there, by design: replay protection.
 */
const WRITES_WHEN_REFUSED: Record<string, string> = {
  rate_limit_windows:
    "the login, signup, reset and contact limits count every try, refused or not, in the database (ADR 0023): a refused try is what they count",
};

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  $ref?: string;
  nullable?: boolean;
};

interface Operation {
  method: string;
  path: string;
  body: JsonSchema | undefined;
  query: JsonSchema | undefined;
  /** The operation names a bearer token (signed-in or optional). */
  auth: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
        security?: unknown[];
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === "query");
      const entry = {
        method: method.toUpperCase(),
        body: operation.requestBody?.content?.["application/json"]?.schema,
        query:
          query.length === 0
            ? undefined
            : {
                type: "object",
                properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
                required: query.filter((p) => p.required).map((p) => p.name),
              },
        auth: (operation.security ?? []).length > 0,
      };
      operations.push({ ...entry, path });
      // The bot-protected calls also answer, with the same check, under /api/mms.
      const alias = path.replace(/^\/ws\/mm\/reca\/r\d\//, "/api/mms/");
      if (alias !== path) operations.push({ ...entry, path: alias });
    }
  }
  return operations;
}

const EDGE_NUMBERS = [0, -0, -1, 1, 0.5, 2 ** 31, -(2 ** 31), 2 ** 53, Number.MAX_VALUE, 1e-308];
const EDGE_STRINGS = ["", " ", "\u0000", "💥", "\u202e", "x".repeat(20_000), "../../etc/passwd"];

/** Any JSON value, the shapes a confused or hostile client sends instead. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, ...EDGE_NUMBERS, ...EDGE_STRINGS),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Values the schema allows (as far as a generator can tell), from a JSON schema. */
function valid(
  schema: JsonSchema | undefined,
  document: OpenApiDocument,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema === undefined || depth > 4) return junk;
  if (schema.$ref !== undefined) {
    const name = schema.$ref.split("/").pop() ?? "";
    return valid(document.components?.schemas?.[name], document, depth + 1);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum !== undefined) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices !== undefined)
    return fc.oneof(...choices.map((one) => valid(one, document, depth + 1)));
  if (schema.allOf !== undefined)
    return valid(Object.assign({}, ...schema.allOf) as JsonSchema, document, depth + 1);
  const types = [schema.type ?? "any"].flat();
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case "string":
        return stringFor(schema);
      case "integer":
        return fc.integer({
          min: Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER),
          max: Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER),
        });
      case "number":
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array":
        return fc.array(valid(schema.items, document, depth + 1), { maxLength: 4 });
      case "object":
        return objectFor(schema, document, depth);
      default:
        return junk;
    }
  });
  return arbitraries.length === 1
    ? (arbitraries[0] as fc.Arbitrary<unknown>)
    : fc.oneof(...arbitraries);
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 300));
  switch (schema.format) {
    case "email":
      return fc.emailAddress();
    case "ipv4":
      return fc.ipV4();
    case "ipv6":
      return fc.ipV6();
    case "uri":
      return fc.webUrl();
    case "date-time":
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return fc.oneof(
        fc.string({ minLength, maxLength }),
        fc.string({ unit: "grapheme", minLength, maxLength }),
        fc
          .stringMatching(/^[A-Za-z0-9]{1,40}$/)
          .filter((s) => s.length >= minLength && s.length <= maxLength),
      );
  }
}

function objectFor(
  schema: JsonSchema,
  document: OpenApiDocument,
  depth: number,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.constant({});
  return fc.record(
    Object.fromEntries(keys.map((key) => [key, valid(properties[key], document, depth + 1)])),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  );
}

/**
 * A value the schema refuses, by construction: a required field missing, a
 * field of the wrong type or a huge string, or no object at all.
 */
function mutated(schema: JsonSchema | undefined, document: OpenApiDocument): fc.Arbitrary<unknown> {
  const base = valid(schema, document);
  const keys = Object.keys(schema?.properties ?? {});
  const required = schema?.required ?? [];
  const mutations: Array<fc.Arbitrary<unknown>> = [
    // Not an object at all.
    fc.oneof(
      fc.constantFrom<unknown>(null, 42, "a string", [1, 2], true),
      fc.array(junk, { maxLength: 3 }),
    ),
  ];
  if (required.length > 0) {
    mutations.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([value, key]) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
    );
  }
  if (keys.length > 0) {
    mutations.push(
      fc
        .tuple(
          base,
          fc.constantFrom(...keys),
          fc.oneof(
            fc.constantFrom<unknown>(
              null,
              [],
              {},
              { $ne: null },
              ...EDGE_NUMBERS,
              "x".repeat(100_000),
            ),
            fc.jsonValue({ maxDepth: 2 }).map((value) => [value]),
          ),
        )
        .map(([value, key, wrong]) => ({ ...(value as Record<string, unknown>), [key]: wrong })),
    );
  }
  return fc.oneof(...mutations);
}

interface Request {
  body: unknown;
  query: unknown;
  extra: Record<string, unknown>;
  token: "none" | "random" | "expired" | "valid";
  randomToken: string;
  appType: string | null;
  contentType: string | null;
  /** Send the body as something other than its JSON: form data, text, a truncated document. */
  encoding: "json" | "form" | "truncated" | "latin1";
}

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=UTF-8",
  "application/json; charset=latin1",
  "application/json;charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/vnd.api+json",
  "*/*",
];

/** Why a request of the "rejected" pass is refused: each one is a 4xx by SPEC.md §7. */
type Refusal = "body" | "query" | "app type" | "token";

function refusalsOf(operation: Operation): Refusal[] {
  const refusals: Refusal[] = ["app type"];
  const hasBody = operation.method !== "GET" && operation.method !== "HEAD";
  if (hasBody && Object.keys(operation.body?.properties ?? {}).length > 0) refusals.push("body");
  if ((operation.query?.required ?? []).length > 0) refusals.push("query");
  if (operation.auth && operation.body?.properties?.recasign === undefined) refusals.push("token");
  return refusals;
}

function requests(
  operation: Operation,
  document: OpenApiDocument,
  mode: "any" | "rejected",
): fc.Arbitrary<Request> {
  const anyRequest = fc.record({
    body: fc.oneof(
      { weight: 3, arbitrary: valid(operation.body, document) },
      { weight: 2, arbitrary: mutated(operation.body, document) },
    ),
    query:
      operation.query === undefined ? fc.constant(undefined) : valid(operation.query, document),
    extra: fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), junk, { maxKeys: 3 }),
    token: fc.constantFrom<Request["token"]>(
      "none",
      "random",
      "expired",
      "valid",
      "valid",
      "valid",
    ),
    randomToken: fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.string({ maxLength: 200 }),
      fc.constant("x".repeat(7000)),
    ),
    appType: fc.oneof(
      { weight: 6, arbitrary: fc.constant<string | null>("501") },
      {
        weight: 1,
        arbitrary: fc.constantFrom("502", "503", "0", "-1", "5O1", "", "99999999999", null),
      },
    ),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant<string | null>("application/json") },
      { weight: 3, arbitrary: fc.constantFrom<string | null>(...CONTENT_TYPES, null) },
    ),
    encoding: fc.oneof(
      { weight: 8, arbitrary: fc.constant<Request["encoding"]>("json") },
      { weight: 1, arbitrary: fc.constantFrom<Request["encoding"]>("form", "truncated", "latin1") },
    ),
  });
  if (mode === "any") return anyRequest;
  // Otherwise well-formed, with one reason to refuse it.
  return fc
    .tuple(anyRequest, fc.constantFrom(...refusalsOf(operation)))
    .chain(([request, refusal]) => {
      const sound: Request = {
        ...request,
        token: "valid",
        appType: "501",
        contentType: "application/json",
        encoding: "json",
      };
      switch (refusal) {
        case "body":
          return mutated(operation.body, document).map((body) => ({ ...sound, body }));
        case "query":
          return mutated(operation.query, document).map((query) => ({ ...sound, query }));
        case "token":
          return fc
            .constantFrom<Request["token"]>("none", "random", "expired")
            .map((token) => ({ ...sound, token }));
        default:
          return fc
            .constantFrom<string | null>("5O1", "", "-1", "99999999999", "501abc", null)
            .map((appType) => ({ ...sound, appType }));
      }
    });
}

function toQuery(value: unknown): string {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return "";
  const params = new URLSearchParams();
  for (const [key, one] of Object.entries(value))
    params.set(key, typeof one === "string" ? one : (JSON.stringify(one) ?? ""));
  return `?${params.toString()}`;
}

function encodeBody(request: Request): string | Buffer {
  const json =
    JSON.stringify(
      request.body !== null && typeof request.body === "object" && !Array.isArray(request.body)
        ? { ...request.extra, ...request.body }
        : request.body,
    ) ?? "";
  switch (request.encoding) {
    case "form":
      return toQuery(request.body).slice(1) || "a=1";
    case "truncated":
      return json.slice(0, Math.max(1, Math.floor(json.length / 2)));
    case "latin1":
      return Buffer.from(json, "latin1");
    default:
      return json;
  }
}

describe.each(databaseTargets)(
  "given generated requests to every api operation on $name",
  (target) => {
    describe.skipIf(!target.available)("from the OpenAPI document", () => {
      let api: TestApi;
      let document: OpenApiDocument;
      let operations: Operation[];
      const tokens = { valid: "", expired: "" };
      let countRows: () => Promise<Counts>;
      let sent = 0;
      /** Requests of the "rejected" pass that were refused (the rest were accepted after all). */
      let refusedInAll = 0;

      beforeAll(async () => {
        api = await startApi(target);
        document = (await (
          await fetch(`${api.baseUrl}/api/openapi.json`)
        ).json()) as OpenApiDocument;
        operations = operationsOf(document);
        const db = api.app.database.db;
        const [user] = await db.insert(users).values({ email: "fuzz@example.com" }).returning();
        const userId = user?.id ?? 0;
        tokens.valid = (
          await createSession(db, { userId, appType: 501, userAgent: undefined })
        ).token;
        tokens.expired = (
          await createSession(db, {
            userId,
            appType: 501,
            userAgent: undefined,
            now: new Date(Date.now() - 400 * 24 * 3600 * 1000),
          })
        ).token;
        // Every table of the schema the app migrated, counted in one query.
        const tables = (
          (await db.execute(
            sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
          )) as unknown as { rows: Array<{ table_name: string }> }
        ).rows.map((row) => row.table_name);
        expect(tables.length).toBeGreaterThan(10);
        const query = `select ${tables.map((name) => `(select count(*) from "${name}")::int as "${name}"`).join(", ")}`;
        countRows = async () =>
          ((await db.execute(sql.raw(query))) as unknown as { rows: Array<Record<string, number>> })
            .rows[0] ?? {};
      });

      afterAll(async () => {
        // So the log says how much the gate covered.
        console.info(
          `fuzz on ${target.name} (seed ${SEED}): ${sent} requests over ${operations?.length} operations, ${refusedInAll} refused ones checked for writes`,
        );
        await api?.close();
      });

      async function send(operation: Operation, request: Request): Promise<number> {
        const headers: Record<string, string> = {};
        if (request.appType !== null) headers["x-app-type"] = request.appType;
        const token =
          request.token === "valid"
            ? tokens.valid
            : request.token === "expired"
              ? tokens.expired
              : request.randomToken;
        if (request.token !== "none") headers.authorization = `Bearer ${token}`;
        const hasBody = operation.method !== "GET" && operation.method !== "HEAD";
        if (hasBody && request.contentType !== null) headers["content-type"] = request.contentType;
        const response = await fetch(`${api.baseUrl}${operation.path}${toQuery(request.query)}`, {
          method: operation.method,
          headers,
          ...(hasBody && { body: encodeBody(request) }),
        });
        await response.arrayBuffer();
        sent += 1;
        return response.status;
      }

      function describeFailure(operation: Operation, request: Request): string {
        const text = JSON.stringify(request, (_key, value) =>
          typeof value === "string" && value.length > 200
            ? `${value.slice(0, 60)}…(${value.length})`
            : value,
        );
        return `${operation.method} ${operation.path} ${text}`;
      }

      it(
        "should never answer 5xx, whatever is sent",
        async () => {
          expect(operations.length).toBeGreaterThan(25);
          // A few operations at a time: the requests of one run go one after another.
          const failures: string[] = [];
          for (let i = 0; i < operations.length; i += 4) {
            await Promise.all(
              operations.slice(i, i + 4).map(async (operation, index) => {
                const seed = SEED + i + index;
                const outcome = await fc.check(
                  fc.asyncProperty(requests(operation, document, "any"), async (request) => {
                    const status = await send(operation, request);
                    if (status >= 500) throw new Error(`${status}`);
                  }),
                  { seed, numRuns: RUNS_ANY, endOnFailure: true },
                );
                if (outcome.failed)
                  failures.push(
                    `seed ${seed}: ${describeFailure(operation, outcome.counterexample?.[0] as Request)} → ${outcome.errorInstance}`,
                  );
              }),
            );
          }
          expect(failures).toEqual([]);
        },
        TIMEOUT_MS,
      );

      it(
        "should write nothing when it refuses a request (row counts of every table)",
        async () => {
          const failures: string[] = [];
          let refused = 0;
          /** The last refused request and the counts right after its answer. */
          let previous: { label: string; after: Counts } | undefined;
          // One request at a time: a row that appears belongs to the request just sent.
          for (const [index, operation] of operations.entries()) {
            const seed = SEED + 1000 + index;
            const outcome = await fc.check(
              fc.asyncProperty(requests(operation, document, "rejected"), async (request) => {
                const before = await settled();
                // A refused request that wrote after answering (a hook, a promise not awaited).
                if (previous !== undefined) {
                  const late = changedTables(previous.after, before);
                  if (late.length > 0)
                    failures.push(`${previous.label} wrote after answering: ${late}`);
                  previous = undefined;
                }
                const status = await send(operation, request);
                if (status >= 500) throw new Error(`answered ${status}`);
                if (status < 400) {
                  // Accepted: what it writes after answering must land before the next count.
                  last = undefined;
                  return;
                }
                refused += 1;
                refusedInAll += 1;
                const after = await countRows();
                previous = {
                  label: `seed ${seed}: ${describeFailure(operation, request)} (${status})`,
                  after,
                };
                const changed = changedTables(before, after);
                if (changed.length > 0) throw new Error(`answered ${status} and wrote ${changed}`);
              }),
              { seed, numRuns: RUNS_REJECTED, endOnFailure: true },
            );
            if (outcome.failed)
              failures.push(
                `seed ${seed}: ${describeFailure(operation, outcome.counterexample?.[0] as Request)} → ${outcome.errorInstance}`,
              );
          }
          if (previous !== undefined) {
            const late = changedTables(previous.after, await settled(true));
            if (late.length > 0) failures.push(`${previous.label} wrote after answering: ${late}`);
          }
          expect(failures).toEqual([]);
          // Mutated input is refused almost always; the check must not pass by accepting everything.
          expect(refused).toBeGreaterThan(operations.length * RUNS_REJECTED * 0.8);
        },
        TIMEOUT_MS,
      );

      /** Tables whose row count moved between two counts, outside WRITES_WHEN_REFUSED. */
      function changedTables(before: Counts, after: Counts): string {
        return Object.keys(after)
          .filter((table) => after[table] !== before[table] && !(table in WRITES_WHEN_REFUSED))
          .map((table) => `${table} ${before[table]}→${after[table]}`)
          .join(", ");
      }

      /**
       * The row counts once nothing is being written: writes an accepted
       * request leaves behind after answering (buffered analytics, mail sent
       * in the background) land before the next request's "before" count.
       * Waits until two counts 300 ms apart agree when anything may still be
       * writing (after an accepted request); otherwise one count.
       */
      let last: string | undefined;
      async function settled(wait = false): Promise<Counts> {
        const settling = wait || last === undefined;
        if (settling) last = undefined;
        for (;;) {
          const counts = await countRows();
          const now = JSON.stringify(counts);
          const { pendingRows, writesInFlight } = api.app.analyticsBuffer.stats;
          const buffered = pendingRows + writesInFlight > 0;
          if (!settling || (now === last && !buffered)) {
            last = now;
            return counts;
          }
          last = now;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
    });
  },
);
