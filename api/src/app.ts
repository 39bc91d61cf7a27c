import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { createDatabase, type Database, migrateDatabase } from "./db/index.js";
import { handleClientError } from "./http/client-error.js";
import { closeConnectionsOnShutdown } from "./http/close-connections-on-shutdown.js";
import { registerCompression } from "./http/compression.js";
import { handleError } from "./http/error-handler.js";
import { AccessLineLogController } from "./http/log-request.js";
import { type LogStream, loggerOptions } from "./http/logger-options.js";
import { generateRequestId, REQUEST_ID_HEADER } from "./http/request-id.js";
import { addSecurityHeaders, securityHeaders } from "./http/security-headers.js";
import { SITE_LOCALES } from "./mail/locale.js";
import { registerOpenApi } from "./openapi/register.js";
import { registerRoutes } from "./routes/index.js";
import { createServices, type ServiceOverrides } from "./services.js";
import { registerSiteServing } from "./static/serve-site.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The configuration the app was built with. */
    config: Config;
    /** The open, migrated database: `app.database.db` is the drizzle instance. */
    database: Database;
  }
}

export interface AppDeps extends ServiceOverrides {
  /**
   * An open, migrated database to use instead of opening the one the config
   * names (tests, tools sharing one connection). It is used as it is, and the
   * caller closes it.
   */
  database?: Database;
  /** Receives the JSON log lines instead of stdout (tests read them). */
  logStream?: LogStream;
}

/** 1 MiB: enough for any form or JSON call of the site; larger bodies get 413. */
export const BODY_LIMIT_BYTES = 1_048_576;

/**
 * Builds the whole server: logging, security headers, errors, the database
 * (opened, migrated and seeded), the routes of the api and the built site.
 * It does not listen: `main.ts` does, tests use `app.inject()` or
 * `app.listen({ port: 0 })`. `app.close()` stops accepting connections, lets
 * in-flight requests finish, then closes the database it opened.
 */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const production = config.nodeEnv === "production";
  const app = Fastify({
    logger: await loggerOptions(config, deps.logStream),
    genReqId: generateRequestId,
    // One line per request, written when it is answered (log-request.ts).
    logController: new AccessLineLogController(),
    // Off on purpose: generateRequestId reads x-request-id itself and keeps
    // it only when it is a short safe token.
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Only listed proxies may set the client address through X-Forwarded-For.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Slow clients (api/README.md "Timeouts"): headers, the whole request,
    // silence either way, and the wait for a keep-alive connection's next
    // request are all bounded; Fastify's defaults leave the first two off.
    ...serverTimeouts(config),
    // A request read while the server shuts down is still served (with
    // Connection: close), not refused with a 503: see closeConnectionsOnShutdown.
    return503OnClosing: false,
    forceCloseConnections: false,
    clientErrorHandler: handleClientError,
    // Errors Fastify raises before routing (a malformed URL such as "/%") skip
    // the hooks below: give them the same headers and { code, message } body.
    frameworkErrors: (error, request, reply) => {
      reply.headers(securityHeaders({ production }));
      reply.header(REQUEST_ID_HEADER, request.id);
      return handleError(error, request, reply);
    },
  });

  app.decorate<Config>("config", config);

  // Echo the id so that a user's bug report or a proxy log can be matched to
  // our log lines.
  // Callback-style, like the other hooks every request runs: a synchronous
  // hook with `done` costs no promise and no microtask (issue #14, the api
  // against bare Fastify).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  addSecurityHeaders(app, { production });
  closeConnectionsOnShutdown(app, {
    idleMs: config.http.shutdownIdleMs,
    // A client still trickling its headers is not waited for past this
    // (well inside main.ts's 10 s for the whole shutdown).
    giveUpIdleAfterMs: Math.max(
      config.http.shutdownIdleMs,
      Math.min(config.http.headersTimeoutMs, 5_000),
    ),
  });
  app.setErrorHandler(handleError);
  acceptEmptyJsonBodies(app);
  // Set by the hooks of routes/mount.ts; declared up front so every request has the same shape.
  app.decorateRequest("appType", 0);
  app.decorateRequest("user", null);
  app.decorateRequest("session", null);

  const ownsDatabase = deps.database === undefined;
  const database = deps.database ?? (await openDatabase(config, app));
  app.decorate<Database>("database", database);
  if (ownsDatabase) {
    app.addHook("onClose", async () => {
      await database.close();
    });
  }

  try {
    const services = await createServices(config, database, deps, app.log);
    app.decorate("rateLimiter", services.rateLimiter);
    app.decorate("botProtection", services.botProtection);
    app.decorate("geo", services.geo);
    app.decorate("mailer", services.mailer);
    app.decorate("analyticsBuffer", services.analyticsBuffer);
    app.decorate("analyticsQuota", services.analyticsQuota);
    app.decorate("loginSlowdown", services.loginSlowdown);
    app.decorate("redisState", services.redisState);
    // onClose hooks run last-registered first: this one (analytics flush
    // included) runs before the database closes.
    app.addHook("onClose", async () => {
      await services.close();
    });
    // Before any route: the plugin attaches to routes as they are added.
    await registerCompression(app);
    await registerOpenApi(app);
    await registerRoutes(app);
    await registerSiteServing(app, {
      siteDir: config.siteDir,
      locales: SITE_LOCALES,
      // The IP lookup asks the api's single-family origins for the other address.
      connectSources: [config.tools.ipv4Url, config.tools.ipv6Url].filter(
        (origin): origin is string => origin !== undefined,
      ),
    });
  } catch (error) {
    // Nobody gets an app to close: do not leave the database open.
    if (ownsDatabase) await database.close();
    throw error;
  }

  return app;
}

/**
 * Node's http server enforces headersTimeout and requestTimeout only when it
 * sweeps its connections, every connectionsCheckingInterval (30 s by
 * default): sweep often enough that a slow client is cut off close to its
 * limit.
 */
function serverTimeouts(config: Config) {
  const { headersTimeoutMs, requestTimeoutMs, idleTimeoutMs, keepAliveTimeoutMs } = config.http;
  return {
    connectionTimeout: idleTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.max(25, Math.floor(headersTimeoutMs / 4))),
    },
  };
}

async function openDatabase(config: Config, app: FastifyInstance): Promise<Database> {
  const database = await createDatabase(config, app.log);
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  app.log.info(
    { database: database.kind, ...(database.kind === "pglite" && { dataDir: config.dataDir }) },
    "database ready",
  );
  return database;
}

/**
 * SPEC.md §7 sends some calls "with an empty body" (geo_info,
 * user_ip/remove); clients differ in whether they still say
 * `Content-Type: application/json`. Fastify would answer that 400; an empty
 * JSON body is read as no body instead. Anything else goes to Fastify's own
 * parser (which refuses __proto__ poisoning).
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
