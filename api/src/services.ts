import { Redis } from "ioredis";
import { EventBuffer } from "./analytics/event-buffer.js";
import { AnalyticsQuota } from "./analytics/quota.js";
import { type AnalyticsRow, insertAnalyticsRows } from "./analytics/store.js";
import { DEFAULT_LOGIN_SLOWDOWN, type LoginSlowdown } from "./auth/login-slowdown.js";
import { createAltchaVerifier } from "./bot-protection/altcha.js";
import type { BotProtection } from "./bot-protection/check.js";
import { loadAltchaHmacKey } from "./bot-protection/hmac-key.js";
import { createRecaptchaVerifier } from "./bot-protection/recaptcha.js";
import {
  createCachedUsedTokenStore,
  createDatabaseUsedTokenStore,
  createRedisUsedTokenStore,
} from "./bot-protection/used-tokens.js";
import type { BotVerifier } from "./bot-protection/verifier.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { type GeoLookup, openGeoLookup } from "./geo/lookup.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { createDatabaseStore } from "./rate-limit/database-store.js";
import { createFallbackStore } from "./rate-limit/fallback-store.js";
import { createRateLimiter, type RateLimiter } from "./rate-limit/limiter.js";
import { createMemoryStore } from "./rate-limit/memory-store.js";
import { createRedisStore } from "./rate-limit/redis-store.js";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./rate-limit/rules.js";
import type { FallbackLogger } from "./redis-fallback.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Rate limits: `await app.rateLimiter.enforce("loginPerIp", request.ip)`. */
    rateLimiter: RateLimiter;
    /** Bot protection: the verifier (ALTCHA or reCAPTCHA) and the used-token record. */
    botProtection: BotProtection;
    /** IP → country, from the offline database (docs/geo.md). */
    geo: GeoLookup;
    /** Mail: SMTP when SMTP_URL is set, else the outbox table. */
    mailer: Mailer;
    /** The analytics write buffer: acknowledged events are committed (analytics/event-buffer.ts). */
    analyticsBuffer: EventBuffer<AnalyticsRow>;
    /** The daily analytics caps and the count of what was dropped over them. */
    analyticsQuota: AnalyticsQuota;
    /** How failed logins of an email slow down the next tries (auth/login-slowdown.ts). */
    loginSlowdown: LoginSlowdown;
    /** Whether Redis answers now ("ok", "unreachable"), or undefined without REDIS_URL: /healthz says it. */
    redisState: () => RedisState | undefined;
  }
}

export type RedisState = "ok" | "unreachable";

/** What tests (and tools) may replace; everything else comes from the config. */
export interface ServiceOverrides {
  /** Replaces some rate limits (tests use generous ones, or tiny ones to test 429). */
  rateLimits?: Partial<RateLimits>;
  /** Replaces the bot verifier the config would choose. */
  botVerifier?: BotVerifier;
  /** The fetch reCAPTCHA uses (this machine cannot reach Google). */
  recaptchaFetch?: typeof fetch;
  /** Replaces the geo database (tests of proxies and countries use the real one). */
  geo?: GeoLookup;
  /** Replaces the mailer (a test can make sending fail). */
  mailer?: Mailer;
  /** Replaces the login slow-down (tests use milliseconds). */
  loginSlowdown?: LoginSlowdown;
}

export interface Services {
  redis: Redis | undefined;
  redisState: () => RedisState | undefined;
  rateLimiter: RateLimiter;
  botProtection: BotProtection;
  geo: GeoLookup;
  mailer: Mailer;
  analyticsBuffer: EventBuffer<AnalyticsRow>;
  analyticsQuota: AnalyticsQuota;
  loginSlowdown: LoginSlowdown;
  /** Flushes the analytics buffer, then closes connections. Runs before the database closes. */
  close(): Promise<void>;
}

/**
 * The shared helpers of the routes, chosen by the config: reCAPTCHA when
 * RECAPTCHA_SECRET is set, else ALTCHA. Redis, when REDIS_URL is set, is
 * optional (issue #35): the api starts without it and connects when it
 * comes. The rate limits every instance must share, and the used bot tokens,
 * are decided in the database; Redis counts the others (else memory) and
 * refuses known bot tokens first. docs/security.md "Redis outage".
 */
export async function createServices(
  config: Config,
  database: Database,
  overrides: ServiceOverrides = {},
  logger?: FallbackLogger,
): Promise<Services> {
  const redis =
    config.redisUrl === undefined ? undefined : await connectRedis(config.redisUrl, logger);
  try {
    const rules: RateLimits = { ...DEFAULT_RATE_LIMITS, ...overrides.rateLimits };
    const isReady = () => redis?.status === "ready";
    const localStore = redis
      ? createFallbackStore({ primary: createRedisStore(redis), isReady, logger })
      : createMemoryStore();
    const rateLimiter = createRateLimiter(localStore, rules, createDatabaseStore(database.db));
    const verifier = overrides.botVerifier ?? (await chooseBotVerifier(config, overrides));
    const usedTokens = redis
      ? createCachedUsedTokenStore({
          record: createDatabaseUsedTokenStore(database.db),
          fastPath: createRedisUsedTokenStore(redis),
          isReady,
          logger,
        })
      : createDatabaseUsedTokenStore(database.db);
    const geo = overrides.geo ?? (await openGeoLookup());
    const mailer =
      overrides.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db });
    const analyticsBuffer = new EventBuffer<AnalyticsRow>({
      write: (rows) => insertAnalyticsRows(database.db, rows),
      // A pg pool has 10 connections; PGlite runs one statement at a time anyway.
      maxConcurrentWrites: database.kind === "postgres" ? 3 : 1,
    });
    return {
      redis,
      redisState: () => (redis === undefined ? undefined : isReady() ? "ok" : "unreachable"),
      rateLimiter,
      botProtection: { verifier, usedTokens },
      geo,
      mailer,
      analyticsBuffer,
      analyticsQuota: new AnalyticsQuota(rateLimiter),
      loginSlowdown: overrides.loginSlowdown ?? DEFAULT_LOGIN_SLOWDOWN,
      async close() {
        await analyticsBuffer.close();
        mailer.close();
        await localStore.close();
        if (redis) await redis.quit().catch(() => redis.disconnect());
      },
    };
  } catch (error) {
    redis?.disconnect();
    throw error;
  }
}

async function chooseBotVerifier(
  config: Config,
  overrides: ServiceOverrides,
): Promise<BotVerifier> {
  if (config.recaptchaSecret !== undefined) {
    return createRecaptchaVerifier({
      secret: config.recaptchaSecret,
      siteKey: config.recaptchaSiteKey ?? null,
      minScore: config.recaptchaMinScore,
      ...(overrides.recaptchaFetch && { fetch: overrides.recaptchaFetch }),
    });
  }
  return createAltchaVerifier({
    hmacKey: await loadAltchaHmacKey(config.altchaHmacKey, config.dataDir),
    maxNumber: config.altchaMaxNumber,
  });
}

/** At start, a Redis that answers is used from the first request on: this long at most. */
const FIRST_CONNECT_WAIT_MS = 3_000;

const WHILE_AWAY = "rate limits in memory and the database until it answers";

/**
 * Connects to Redis without ever failing the start (issue #35): when Redis
 * does not answer, the api starts anyway, warns "redis: unreachable, …", and
 * ioredis keeps reconnecting (every 2 s at most) for as long as the api runs;
 * "redis: connected" says when it is there, "redis: connection lost, …" when
 * it goes. Meanwhile nothing waits on it: commands are sent only while the
 * connection is ready (redis-fallback.ts), and one caught as it drops fails
 * at once rather than queueing.
 */
async function connectRedis(url: string, logger?: FallbackLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: FIRST_CONNECT_WAIT_MS,
    enableOfflineQueue: false,
    retryStrategy: (attempts) => Math.min(attempts * 200, 2_000),
  });
  let up = false;
  let reportedDown = false;
  redis.on("ready", () => {
    up = true;
    reportedDown = false;
    logger?.info("redis: connected");
  });
  redis.on("error", (error: unknown) => {
    // Without a listener ioredis prints every failed reconnect to stderr.
    if (up || reportedDown) return;
    reportedDown = true;
    logger?.warn({ err: error }, `redis: unreachable, ${WHILE_AWAY}`);
  });
  redis.on("close", () => {
    if (!up) return;
    up = false;
    reportedDown = true;
    logger?.warn({}, `redis: connection lost, ${WHILE_AWAY}`);
  });
  const settled = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once("ready", done);
    redis.once("error", done);
  });
  // A first failure rejects connect(); ioredis goes on reconnecting by itself.
  redis.connect().catch(() => {});
  await settled;
  return redis;
}
