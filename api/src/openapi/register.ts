import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance, FastifySchema } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

export const OPENAPI_PATH = "/api/openapi.json";

// Checked by an onRequest hook rather than a schema, so added to the document here.
const APP_TYPE_HEADERS = {
  type: "object",
  properties: {
    "x-app-type": {
      type: "string",
      description:
        "The caller's application type (SPEC.md §3 product table), e.g. 501 for the web site.",
      examples: ["501"],
    },
  },
  required: ["x-app-type"],
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
      return transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return app.swagger();
  });
}
