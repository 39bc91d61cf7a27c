import fastifySwagger from "@fastify/swagger";
import { APP_TYPE, APP_TYPE_HEADER } from "@mvpn/contract/constants";
import type { FastifyInstance, FastifySchema } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

export const OPENAPI_PATH = "/api/openapi.json";

// Checked by an onRequest hook rather than a schema, so added to the document here.
const APP_TYPE_HEADERS = {
  type: "object",
  properties: {
    [APP_TYPE_HEADER.toLowerCase()]: {
      type: "string",
      description: `The caller's application type (SPEC.md §3 product table), e.g. ${APP_TYPE} for the web site.`,
      examples: [String(APP_TYPE)],
    },
  },
  required: [APP_TYPE_HEADER.toLowerCase()],
};

/**
 * The OpenAPI document, generated from the zod schemas of the routes mounted
 * with routes/mount.ts (fastify-type-provider-zod's jsonSchemaTransform), served
 * at GET /api/openapi.json and saved to docs/openapi.json by `npm run openapi`.
 * Must be registered before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "mVPN api",
        version: "1.0.0",
        description:
          "The calls of the mVPN site (SPEC.md §7). Every answer is the envelope { code, message, data? }: see docs/api.md.",
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            description: "An opaque token from login or anonymous_signup (30 days).",
          },
        },
      },
    },
    // Only what mount.ts registered: the site's pages, /healthz and the
    // document itself are not part of the api contract.
    hideUntagged: true,
    transform: (document) => {
      const schema = document.schema as (FastifySchema & { "x-app-type"?: boolean }) | undefined;
      if (schema?.["x-app-type"] !== true)
        return { schema: { hide: true } as FastifySchema, url: document.url };
      const { "x-app-type": _marker, ...rest } = schema;
      const transformed = jsonSchemaTransform({ ...document, schema: rest });
      const out = transformed.schema as Record<string, unknown>;
      out.headers = APP_TYPE_HEADERS;
      keepBodyExamples(rest.body, out);
      return transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger();
  });
}

/**
 * The examples of a request body (the contract's `.meta({ examples })`), which
 * zod leaves out of an input-side JSON schema when a field transforms (an
 * email is trimmed): a request example is what a client sends, so it belongs
 * in the document all the same. contract/test/openapi-examples.test.ts parses
 * each one with the contract's schema.
 */
function keepBodyExamples(body: unknown, out: Record<string, unknown>): void {
  if (!(body instanceof z.ZodType)) return;
  const examples = z.globalRegistry.get(body)?.examples;
  const json = out.body as Record<string, unknown> | undefined;
  if (examples === undefined || json === undefined || "examples" in json) return;
  json.examples = examples;
}
