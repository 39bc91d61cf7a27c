import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as contract from "../src";

/**
 * docs/openapi.json is what the api says it answers (api/test/openapi.test.ts
 * fails while it is stale). Every example in it must parse with the
 * contract's schema of its call: a route that drifted from the contract, or a
 * contract that drifted from what the api documents, fails here.
 */
const DOCUMENT_FILE = join(import.meta.dirname, "../../docs/openapi.json");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Operation {
  [key: string]: Json;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, Json>> };
}

const document = JSON.parse(readFileSync(DOCUMENT_FILE, "utf8")) as OpenApiDocument;

/** The call of a documented path: `/api/mms/<path>` or `/ws/mm/reca/r<version>/<path>`. */
function callOf(url: string, method: string): { call: contract.Call | undefined; bot?: number } {
  const plain = url.startsWith(contract.MMS_PREFIX)
    ? url.slice(contract.MMS_PREFIX.length)
    : undefined;
  const protectedMatch = /^\/ws\/mm\/reca\/r(\d)\/(.+)$/.exec(url);
  const path = plain ?? protectedMatch?.[2];
  const call = contract.CALLS.find(
    (candidate) =>
      candidate.endpoint.path === path && candidate.endpoint.method === method.toUpperCase(),
  );
  return protectedMatch ? { call, bot: Number(protectedMatch[1]) } : { call };
}

interface FoundExample {
  /** Where in the operation, as a JSON pointer. */
  at: string;
  value: unknown;
}

/** Every `example` and `examples` of an operation, with where it was found. */
function examplesIn(node: Json, at = ""): FoundExample[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => examplesIn(item, `${at}/${index}`));
  if (node === null || typeof node !== "object") return [];
  const found: FoundExample[] = [];
  if ("example" in node) found.push({ at, value: node.example });
  const many = node.examples;
  if (Array.isArray(many)) for (const value of many) found.push({ at, value });
  else if (many !== null && typeof many === "object") {
    // OpenAPI's media-type form: { name: { value } }.
    for (const entry of Object.values(many)) {
      found.push({ at, value: (entry as { value?: Json } | null)?.value });
    }
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== "example" && key !== "examples") found.push(...examplesIn(child, `${at}/${key}`));
  }
  return found;
}

const JSON_BODY = "/requestBody/content/application/json";
const OK_ANSWER = "/responses/200/content/application/json";

/** The contract's schema for an example found at `at` in the operation of `call`. */
function schemaAt(call: contract.Call, at: string, operation: Operation): z.ZodType | "header" {
  if (at === JSON_BODY || at === `${JSON_BODY}/schema`) {
    if (call.body === undefined) throw new Error(`${at}: the contract's call has no body`);
    return call.body;
  }
  if (at === OK_ANSWER || at === `${OK_ANSWER}/schema`)
    return contract.envelopeSchema(call.response);
  if (at === `${OK_ANSWER}/schema/properties/data`) return call.response;
  if (/^\/responses\/[45]XX\/content\/application\/json(\/schema)?$/.test(at)) {
    return contract.errorEnvelopeSchema;
  }
  const parameter = /^\/parameters\/(\d+)(\/schema)?$/.exec(at);
  if (parameter) {
    const entry = (operation.parameters as Array<{ name: string; in: string }>)[
      Number(parameter[1])
    ];
    if (entry?.in === "header") return "header";
    const query = call.query;
    if (entry?.in === "query" && query instanceof z.ZodObject && entry.name in query.shape) {
      return query.shape[entry.name] as z.ZodType;
    }
  }
  throw new Error(
    `${at}: an example there cannot be matched to a contract schema; put examples on the body's or the answer's schema (.meta({ examples }))`,
  );
}

/** The contract's schemas that carry an OpenAPI component id (`.meta({ id })`), by id. */
const SCHEMAS_BY_ID = new Map(
  (Object.values(contract) as unknown[])
    .filter((value): value is z.ZodType => value instanceof z.ZodType)
    .flatMap((schema) => {
      const id = z.globalRegistry.get(schema)?.id;
      return id === undefined ? [] : [[id, schema] as const];
    }),
);

const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
);

const expectParses = (schema: z.ZodType, value: unknown, where: string) => {
  const result = schema.safeParse(value);
  expect(result.success, `${where}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
};

describe("given docs/openapi.json and the contract", () => {
  it("should document exactly the contract's calls", () => {
    const documented = operations.map(({ url, method }) => {
      const { call, bot } = callOf(url, method);
      expect(call, `${method.toUpperCase()} ${url} is not a call of the contract`).toBeDefined();
      expect(call?.endpoint.bot, `${url}: signature version`).toBe(bot);
      return call;
    });
    for (const call of contract.CALLS) {
      expect(documented, `${call.endpoint.method} ${call.endpoint.path}`).toContain(call);
    }
  });

  it.each(operations)(
    "should hold examples of $method $url that parse with the contract's schemas",
    ({ url, method, operation }) => {
      const { call } = callOf(url, method);
      if (call === undefined) throw new Error(`${url} is not a call of the contract`);
      for (const { at, value } of examplesIn(operation)) {
        const schema = schemaAt(call, at, operation);
        if (schema === "header") expect(value).toBe(String(contract.APP_TYPE));
        else expectParses(schema, value, `${method.toUpperCase()} ${url}${at}`);
      }
    },
  );

  it.each(Object.keys(document.components.schemas))(
    "should hold examples of the component %s that parse with the contract's schema",
    (name) => {
      const schema = SCHEMAS_BY_ID.get(name.replace(/Input$/, ""));
      expect(schema, `no contract schema has the id of ${name}`).toBeDefined();
      for (const { at, value } of examplesIn(document.components.schemas[name] ?? null)) {
        expect(at, `${name}: examples belong on the component itself`).toBe("");
        if (schema) expectParses(schema, value, `${name}${at}`);
      }
    },
  );

  it.each(contract.CALLS.filter(({ endpoint }) => /^(account|payment)\//.test(endpoint.path)))(
    "should show an example of every account and payment call: $endpoint.path",
    (call) => {
      const operation = operations.find((entry) => callOf(entry.url, entry.method).call === call);
      if (operation === undefined) throw new Error(`${call.endpoint.path} is not documented`);
      const found = examplesIn(operation.operation);
      if (call.body !== undefined) {
        expect(found.some(({ at }) => at.startsWith(JSON_BODY))).toBe(true);
      }
      if (!(call.response instanceof z.ZodNull)) {
        const data = (operation.operation.responses as Record<string, Json>)["200"] as Json;
        const reference = JSON.stringify(data).match(/#\/components\/schemas\/(\w+)/)?.[1];
        const inComponent =
          reference !== undefined &&
          examplesIn(document.components.schemas[reference] ?? null).length > 0;
        expect(found.some(({ at }) => at.startsWith(OK_ANSWER)) || inComponent).toBe(true);
      }
    },
  );
});
