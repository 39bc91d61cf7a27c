import { botTokenField, type Call, envelopeSchema, errorEnvelopeSchema } from "@mvpn/contract";
import {
  BOT_TOKEN_FIELD,
  botProtectedPrefix,
  MMS_PREFIX,
  type SignatureVersion,
} from "@mvpn/contract/constants";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { type AuthMode, authenticate } from "../auth/authenticate.js";
import type { AuthUser } from "../auth/sessions.js";
import { checkBotToken } from "../bot-protection/check.js";
import { checkAppType } from "../http/app-type.js";
import { ok } from "../http/envelope.js";
import type { RateLimitName } from "../rate-limit/rules.js";

/** Where plain calls live (SPEC.md §7). */
export const PLAIN_PREFIX = MMS_PREFIX;
/** Where bot-protected calls live: /ws/mm/reca/r2/… and /ws/mm/reca/r3/…. */
export const protectedPrefix = botProtectedPrefix;

/** 64 KiB: any form or JSON call of the site fits; the analytics route asks for more. */
export const DEFAULT_ROUTE_BODY_LIMIT = 64 * 1024;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A rate limit a route applies (docs/api.md "Rate limits"). `key: "ip"`
 * counts per client address before the body is read; a function counts per
 * what it returns (e.g. the email of the body), after validation and after
 * the bot check, so failed bot checks cannot lock someone else's account.
 */
export interface RouteRateLimit<Req> {
  name: RateLimitName;
  key: "ip" | ((request: Req) => string | undefined);
  /**
   * What makes two requests the same one (an Idempotency-Key): requests
   * with the same value count once, and get the first one's verdict.
   */
  once?: (request: Req) => string | undefined;
}

/** The request a mounted handler gets: body and query typed from the zod schemas, `user` from the auth mode. */
export type MountedRequest<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  A extends AuthMode,
> = FastifyRequest & {
  body: B extends z.ZodType ? z.output<B> : unknown;
  query: Q extends z.ZodType ? z.output<Q> : unknown;
  user: A extends "user" ? AuthUser : AuthUser | null;
};

export interface RouteDefinition<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends z.ZodType,
  A extends AuthMode,
> {
  method: Method;
  /** The path after the mount, as in SPEC.md §7: "account/v1/web/profile". */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** OpenAPI tags, e.g. ["account"]. */
  tags?: string[];
  schema: {
    body?: B;
    querystring?: Q;
    /** The schema of `data` in the success envelope (z.null() when there is none). */
    response: R;
  };
  /** "user": signed in (else 401); "optional": request.user when a valid token came; "none" (default). */
  auth?: A;
  /** Bytes; 64 KiB by default. Larger bodies get 413. */
  bodyLimit?: number;
  /**
   * Every answer is shorter than the compression threshold (the geo lookup:
   * an address and a country), so the route leaves out the compression
   * plugin's two hooks, which would only ever find it too short to compress
   * (issue #14: they were ~7 % of such a call's cost). The route's tests
   * check the bound.
   */
  smallAnswer?: true;
  rateLimits?: Array<RouteRateLimit<MountedRequest<B, Q, A>>>;
  /**
   * Returns the `data` of the envelope, or the whole answer serialized ahead
   * (`envelopeSerializer`); throw ApiError (envelope.ts) for errors.
   */
  handler: (
    request: MountedRequest<B, Q, A>,
    reply: FastifyReply,
  ) => Promise<z.input<R> | SerializedEnvelope>;
}

/**
 * A success answer already serialized, exactly as the route's own serializer
 * would (the envelope schema's encode, then JSON.stringify). For an answer
 * many requests share for a while (the plan list): serializing it once per
 * change instead of once per request is the largest part of what that route
 * costs beyond bare Fastify (issue #14, docs/benchmarks.md).
 */
export class SerializedEnvelope {
  constructor(readonly json: string) {}
}

/**
 * The serializer of a contract call's success envelope, the one Fastify uses
 * for the route: `serialize(data)` validates and encodes `data` against the
 * call's response schema (throwing as the route would on a mismatch) and
 * gives a SerializedEnvelope to return from the handler.
 */
export function envelopeSerializer<R extends z.ZodType>(call: {
  endpoint: { method: string; path: string };
  response: R;
}) {
  const toJson = serializerCompiler({
    schema: envelopeSchema(call.response),
    method: call.endpoint.method,
    url: call.endpoint.path,
  } as never) as (data: unknown) => string;
  return (data: z.input<R>): SerializedEnvelope => new SerializedEnvelope(toJson(ok(data)));
}

/**
 * Registers a plain call under /api/mms/<path>: the X-App-Type check, auth,
 * rate limits, zod validation (400 naming the field), the success envelope
 * `{ code: 0, message: "ok", data }`, and an entry in the OpenAPI document.
 */
export function plainRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthMode = "none",
>(app: FastifyInstance, definition: RouteDefinition<B, Q, R, A>): void {
  register(app, definition as never, `${PLAIN_PREFIX}${trimSlashes(definition.path)}`, {
    botCheck: undefined,
    hide: false,
  });
}

/**
 * Registers a bot-protected call (SPEC.md §7): under
 * /ws/mm/reca/r<version>/<path>, where the site sends it, and under
 * /api/mms/<path> with the same check (so the plain path is no way around
 * it). The token comes in `recasign`, in the body (in the query for GET); it
 * is checked after validation, so a malformed request does not burn it.
 */
export function protectedRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthMode = "none",
>(
  app: FastifyInstance,
  definition: RouteDefinition<B, Q, R, A> & { version: SignatureVersion },
): void {
  const path = trimSlashes(definition.path);
  const withToken = addRecasign(definition as never);
  register(app, withToken, `${protectedPrefix(definition.version)}${path}`, {
    botCheck: definition.version,
    hide: false,
  });
  register(app, withToken, `${PLAIN_PREFIX}${path}`, { botCheck: definition.version, hide: true });
}

/**
 * The part of a route definition the contract gives (@mvpn/contract): method,
 * path, and the schemas of body, query and answer. A route spreads it and adds
 * what is the api's own (summary, auth, rate limits, handler):
 * `plainRoute(app, { ...fromContract(profileCall), summary, auth: "user", handler })`.
 */
export function fromContract<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends z.ZodType,
>(call: Call<Call["endpoint"], B, Q, R>) {
  return {
    method: call.endpoint.method,
    path: call.endpoint.path,
    schema: { body: call.body, querystring: call.query, response: call.response },
  };
}

/** fromContract for a bot-protected call: its signature version too. */
export function fromProtectedContract<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  R extends z.ZodType,
>(call: Call<Call["endpoint"], B, Q, R>) {
  const version = call.endpoint.bot;
  if (version === undefined) {
    throw new Error(`${call.endpoint.path} is not a bot-protected call in the contract`);
  }
  return { ...fromContract(call), version };
}

/**
 * A route definition with its type parameters erased: they only type the
 * handler, and past this point nothing reads those types.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above
type ErasedDefinition = RouteDefinition<any, any, any, any>;

// The token travels in the body (query for GET): the contract's schemas of
// protected calls name it; for any other schema it is added here, or zod
// would drop it as an unknown field before the check reads it.
function addRecasign(definition: ErasedDefinition): ErasedDefinition {
  const inQuery = definition.method === "GET";
  const current = inQuery ? definition.schema.querystring : definition.schema.body;
  const base = current ?? z.object({});
  if (!(base instanceof z.ZodObject)) {
    throw new Error(
      `protectedRoute ${definition.path}: the ${inQuery ? "querystring" : "body"} schema must be a z.object`,
    );
  }
  if (BOT_TOKEN_FIELD in base.shape) return definition;
  const extended = base.extend({ [BOT_TOKEN_FIELD]: botTokenField });
  return {
    ...definition,
    schema: inQuery
      ? { ...definition.schema, querystring: extended }
      : { ...definition.schema, body: extended },
  };
}

function register(
  app: FastifyInstance,
  definition: ErasedDefinition,
  url: string,
  options: { botCheck: SignatureVersion | undefined; hide: boolean },
): void {
  const auth: AuthMode = definition.auth ?? "none";
  const rateLimits = definition.rateLimits ?? [];

  const onRequest: onRequestHookHandler[] = [checkAppType];
  if (auth !== "none") onRequest.push(authenticate(auth));
  for (const limit of rateLimits) {
    if (limit.key === "ip") {
      const name = limit.name;
      onRequest.push(async (request) => {
        await request.server.rateLimiter.enforce(name, request.ip);
      });
    }
  }

  const preHandler: preHandlerHookHandler[] = [];
  const version = options.botCheck;
  if (version !== undefined) {
    const inQuery = definition.method === "GET";
    preHandler.push(async (request) => {
      const holder = (inQuery ? request.query : request.body) as
        | Record<string, unknown>
        | undefined;
      const token = holder?.[BOT_TOKEN_FIELD];
      if (holder !== undefined) delete holder[BOT_TOKEN_FIELD];
      await checkBotToken(request.server.botProtection, token, { ip: request.ip, version });
    });
  }
  for (const limit of rateLimits) {
    const { key, once } = limit;
    if (key !== "ip") {
      const name = limit.name;
      preHandler.push(async (request) => {
        const value = key(request as never);
        if (value === undefined || value === "") return;
        const member = once?.(request as never);
        if (member === undefined) await request.server.rateLimiter.enforce(name, value);
        else await request.server.rateLimiter.enforceOnce(name, value, member);
      });
    }
  }

  app.route({
    method: definition.method,
    url,
    bodyLimit: definition.bodyLimit ?? DEFAULT_ROUTE_BODY_LIMIT,
    // Per route rather than app-wide: routes outside mount.ts keep Fastify's JSON-schema compilers.
    validatorCompiler: validatorCompiler as never,
    serializerCompiler: serializerCompiler as never,
    schema: {
      ...(definition.schema.body !== undefined && { body: definition.schema.body }),
      ...(definition.schema.querystring !== undefined && {
        querystring: definition.schema.querystring,
      }),
      response: {
        200: envelopeSchema(definition.schema.response),
        "4xx": errorEnvelopeSchema,
        "5xx": errorEnvelopeSchema,
      },
      summary: definition.summary,
      ...(definition.description !== undefined && { description: definition.description }),
      tags: definition.tags ?? [tagOf(url)],
      ...(auth === "user" && { security: [{ bearerAuth: [] }] }),
      ...(auth === "optional" && { security: [{}, { bearerAuth: [] }] }),
      ...(options.hide && { hide: true }),
      // Read by the OpenAPI transform (openapi/transform.ts) to document the header.
      "x-app-type": true,
    },
    onRequest,
    preHandler,
    onSend: noStoreByDefault,
    ...(definition.smallAnswer && { compress: false }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const data = await definition.handler(request as never, reply);
      if (!(data instanceof SerializedEnvelope)) return ok(data);
      // A JSON string with its content type: Fastify sends it as it is.
      reply.type("application/json; charset=utf-8");
      return data.json;
    },
  });
}

/**
 * Every answer of a mounted call carries tokens or personal data unless the
 * route says otherwise (the plan list, the remote config set their own
 * public caching): never stored by a browser or a proxy (issue #18).
 */
const noStoreByDefault: onSendHookHandler = (_request, reply, payload, done) => {
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  done(null, payload);
};

function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, "");
}

// "/api/mms/account/v1/web/login" → "account"; "/ws/mm/reca/r2/account/…" → "account".
function tagOf(url: string): string {
  const rest = url.startsWith(PLAIN_PREFIX)
    ? url.slice(PLAIN_PREFIX.length)
    : url.replace(/^\/ws\/mm\/reca\/r\d\//, "");
  return rest.split("/")[0] ?? "api";
}
