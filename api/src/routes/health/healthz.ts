import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { LOG_LEVELS, type LogLevel } from "../../config.js";
import type { RedisState } from "../../services.js";

/** Longer than this and a load balancer should route around the instance. */
const DATABASE_CHECK_TIMEOUT_MS = 3_000;

export interface HealthBody {
  status: "ok" | "error";
  database: "ok" | "unreachable";
  /** Only with REDIS_URL. Redis away is not unhealthy: the instance serves without it. */
  redis?: RedisState;
}

/**
 * GET /healthz: liveness and readiness in one, for load balancers and `npm
 * start` checks. Healthy means the database answers `select 1`. With
 * REDIS_URL it also says whether Redis is connected; an instance without
 * Redis still answers 200, since it serves every call (docs/security.md
 * "Redis outage"): taking every instance out of the balancer because Redis
 * went away would turn an outage of Redis into one of the site.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/healthz",
    // Probed every few seconds: keep its successful requests out of info logs.
    { logLevel: quieterOf("warn", app.config.logLevel) },
    async (request, reply): Promise<HealthBody> => {
      try {
        await withTimeout(app.database.db.execute(sql`select 1`), DATABASE_CHECK_TIMEOUT_MS);
        reply.header("cache-control", "no-store");
        return { status: "ok", database: "ok", ...redisOf(app) };
      } catch (error) {
        request.log.warn({ err: error }, "health check: database unreachable");
        reply.code(503).header("cache-control", "no-store");
        return { status: "error", database: "unreachable", ...redisOf(app) };
      }
    },
  );
}

function redisOf(app: FastifyInstance): Pick<HealthBody, "redis"> {
  const redis = app.redisState();
  return redis === undefined ? {} : { redis };
}

function withTimeout<T>(promise: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${milliseconds} ms`)),
      milliseconds,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// A route's logLevel replaces the app's, so "warn" alone would make a silent
// app (LOG_LEVEL=silent or error) talk again.
function quieterOf(a: LogLevel, b: LogLevel): LogLevel {
  // LOG_LEVELS runs from the quietest-but-one (fatal) to trace, then silent.
  const rank = (level: LogLevel) => (level === "silent" ? -1 : LOG_LEVELS.indexOf(level));
  return rank(a) <= rank(b) ? a : b;
}
