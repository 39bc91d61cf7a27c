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
  createDatabaseUsedTokenStore,
  createFallbackUsedTokenStore,
  createRedisUsedTokenStore,
} from "./bot-protection/used-tokens.js";
import type { BotVerifier } from "./bot-protection/verifier.js";
import type { Config } from "./config.js";
import type { Database } from "./db/database.js";
import { type GeoLookup, openGeoLookup } from "./geo/lookup.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
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
  }
}

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
 * The shared helpers of the routes, chosen by the config: Redis when
 * REDIS_URL is set (rate limits, used bot tokens), else memory and the
 * database; reCAPTCHA when RECAPTCHA_SECRET is set, else ALTCHA.
 */
export async function createServices(
  config: Config,
  database: Database,
  overrides: ServiceOverrides = {},
  logger?: FallbackLogger,
): Promise<Services> {
  const redis = config.redisUrl === undefined ? undefined : await connectRedis(config.redisUrl);
  try {
    const rules: RateLimits = { ...DEFAULT_RATE_LIMITS, ...overrides.rateLimits };
    const rateLimiter = createRateLimiter(
      redis
        ? createFallbackStore({
            primary: createRedisStore(redis),
            isReady: () => redis.status === "ready",
            logger,
          })
        : createMemoryStore(),
      rules,
    );
    const verifier = overrides.botVerifier ?? (await chooseBotVerifier(config, overrides));
    const usedTokens = redis
      ? createFallbackUsedTokenStore({
          primary: createRedisUsedTokenStore(redis),
          fallback: createDatabaseUsedTokenStore(database.db),
          isReady: () => redis.status === "ready",
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
        await rateLimiter.store.close();
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

/** Connects, failing the start fast (rather than queueing commands forever) when Redis is down. */
async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableOfflineQueue: true,
  });
  redis.on("error", () => {
    // Reported through the failing commands; without a listener ioredis logs to stderr.
  });
  await redis.connect();
  return redis;
}
