import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { repoRoot } from "./paths.js";

/**
 * Typed configuration, read once from the environment at start-up.
 *
 * Every variable is optional and has a default that works on a fresh clone
 * (`npm start` with no .env). A bad value stops the start with one error that
 * lists every problem, naming the variable, what it must be and what it got, so
 * an operator can fix them all in one go instead of one restart per typo.
 */
export interface Config {
  port: number;
  host: string;
  nodeEnv: NodeEnv;
  logLevel: LogLevel;
  /** Data folder; the embedded PGlite database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** When set, PostgreSQL through `pg` replaces the embedded PGlite database. */
  databaseUrl: string | undefined;
  /** The prerendered site (`site/build/client`) that the api serves. */
  siteDir: string;
  /** Proxies whose X-Forwarded-* headers are believed; empty means none. */
  trustProxy: string[];
  /** The origin of the site, for links in mails (reset password). */
  publicUrl: string;
  /** Redis for rate limits and used bot tokens shared between instances; memory/DB when unset. */
  redisUrl: string | undefined;
  /** SMTP server for mail; without it mail goes to the outbox table. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  /** Where contact_us notifications go. */
  supportEmail: string;
  /** ALTCHA signing key; generated and saved in DATA_DIR when unset. */
  altchaHmacKey: string | undefined;
  /** ALTCHA difficulty: the secret number is below this. */
  altchaMaxNumber: number;
  /** When set, Google reCAPTCHA replaces ALTCHA. */
  recaptchaSecret: string | undefined;
  recaptchaSiteKey: string | undefined;
  /** reCAPTCHA v3: the lowest score accepted. */
  recaptchaMinScore: number;
  /**
   * The development tools (`/dev/outbox`): "local" serves them to loopback
   * clients only, "network" to anyone (logged as a warning), "off" not at
   * all. Never on in production. See devToolsAccess (routes/dev/dev-tools.ts).
   */
  devTools: DevToolsSetting;
  /** The slow-client limits of the HTTP server (api/README.md "Timeouts"). */
  http: HttpTimeouts;
  /** The IP lookup and the WebRTC leak test (docs/tools.md). */
  tools: ToolsConfig;
}

/** What the site's tools learn from GET /api/tools/config (docs/tools.md). */
export interface ToolsConfig {
  /** When set, main.ts runs the loopback STUN server (api/src/stun) on stunHost:stunPort. */
  stunPort: number | undefined;
  stunHost: string;
  /** The stun: URLs the leak test asks; by default the local server's when it runs, else none. */
  stunUrls: string[];
  /** Origins of this api reachable over IPv4 only and IPv6 only, for the other family's address. */
  ipv4Url: string | undefined;
  ipv6Url: string | undefined;
}

export const DEV_TOOLS_SETTINGS = ["local", "network", "off"] as const;
export type DevToolsSetting = (typeof DEV_TOOLS_SETTINGS)[number];

/** Milliseconds; see api/README.md "Timeouts" for what each one stops. */
export interface HttpTimeouts {
  /** The request line and headers must arrive within this (slowloris). */
  headersTimeoutMs: number;
  /** The whole request, headers and body, must arrive within this (slow POST). */
  requestTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed (slow readers). */
  idleTimeoutMs: number;
  /** A keep-alive connection waits this long for its next request. */
  keepAliveTimeoutMs: number;
  /** On shutdown, a connection with no request in flight is closed after this long without receiving anything. */
  shutdownIdleMs: number;
}

export const NODE_ENVS = ["development", "test", "production"] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown by loadConfig with every problem found, one per line. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

const VARIABLES = [
  "PORT",
  "HOST",
  "NODE_ENV",
  "LOG_LEVEL",
  "DATA_DIR",
  "DATABASE_URL",
  "SITE_DIR",
  "TRUST_PROXY",
  "PUBLIC_URL",
  "REDIS_URL",
  "SMTP_URL",
  "MAIL_FROM",
  "SUPPORT_EMAIL",
  "ALTCHA_HMAC_KEY",
  "ALTCHA_MAX_NUMBER",
  "RECAPTCHA_SECRET",
  "RECAPTCHA_SITE_KEY",
  "RECAPTCHA_MIN_SCORE",
  "DEV_TOOLS",
  "HEADERS_TIMEOUT_MS",
  "REQUEST_TIMEOUT_MS",
  "IDLE_TIMEOUT_MS",
  "KEEP_ALIVE_TIMEOUT_MS",
  "SHUTDOWN_IDLE_MS",
  "STUN_PORT",
  "STUN_HOST",
  "STUN_URLS",
  "IPV4_URL",
  "IPV6_URL",
] as const;
type Variable = (typeof VARIABLES)[number];

// Never echoed in a configuration error, even when wrong.
const SECRET_VARIABLES: ReadonlySet<string> = new Set(["ALTCHA_HMAC_KEY", "RECAPTCHA_SECRET"]);

// Names proxy-addr (used by Fastify's trustProxy) understands besides addresses.
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

const portSchema = z
  .string()
  .regex(/^\d{1,5}$/, { error: "must be an integer between 0 and 65535" })
  .transform(Number)
  .refine((port) => port <= 65535, { error: "must be an integer between 0 and 65535" });

const hostSchema = z.string().refine((host) => isIP(host) !== 0 || HOST_NAME.test(host), {
  error: "must be an IP address or a host name",
});

const databaseUrlSchema = z.string().refine(isPostgresUrl, {
  error: "must be a postgres:// or postgresql:// URL",
});

const trustProxySchema = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
  )
  .superRefine((entries, context) => {
    for (const entry of entries) {
      if (!isProxyAddress(entry)) {
        context.addIssue({
          code: "custom",
          message: `must be a comma-separated list of IP addresses, CIDR ranges or the names loopback, linklocal, uniquelocal ("${entry}" is none of these)`,
        });
      }
    }
  });

function urlWithProtocols(protocols: string[], description: string) {
  return z.string().refine(
    (value) => {
      try {
        const url = new URL(value);
        return protocols.includes(url.protocol) && url.hostname !== "";
      } catch {
        return false;
      }
    },
    { error: `must be ${description}` },
  );
}

/** Whole milliseconds between `min` and `max`. */
function millisecondsSchema(min: number, max: number) {
  const rule = `must be a whole number of milliseconds between ${min} and ${max}`;
  return z
    .string()
    .regex(/^\d{1,7}$/, { error: rule })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: rule });
}

/** stun: / stuns: URLs (RFC 7064), comma-separated. */
const stunUrlsSchema = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ""),
  )
  .refine((entries) => entries.every((entry) => /^stuns?:[^\s/?#]+$/.test(entry)), {
    error: "must be a comma-separated list of stun: or stuns: URLs (stun:host:port)",
  });

const originSchema = urlWithProtocols(["http:", "https:"], "an http:// or https:// URL").transform(
  (url) => new URL(url).origin,
);

const emailAddressSchema = z
  .string()
  .regex(/^[^\s@<>]+@[^\s@<>]+$/, { error: "must be an email address" });

const envSchema = z.object({
  PORT: portSchema.default(3000),
  HOST: hostSchema.default("127.0.0.1"),
  NODE_ENV: z
    .enum(NODE_ENVS, { error: `must be one of ${NODE_ENVS.join(", ")}` })
    .default("development"),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` })
    .default("info"),
  // Relative paths are taken from the current folder, like any CLI path.
  DATA_DIR: z
    .string()
    .transform((dir) => path.resolve(dir))
    .default(path.join(repoRoot, ".data")),
  DATABASE_URL: databaseUrlSchema.optional(),
  SITE_DIR: z
    .string()
    .transform((dir) => path.resolve(dir))
    .default(path.join(repoRoot, "site", "build", "client")),
  TRUST_PROXY: trustProxySchema.default([]),
  PUBLIC_URL: urlWithProtocols(["http:", "https:"], "an http:// or https:// URL")
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  REDIS_URL: urlWithProtocols(["redis:", "rediss:"], "a redis:// or rediss:// URL").optional(),
  SMTP_URL: urlWithProtocols(["smtp:", "smtps:"], "an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().max(200).default("mVPN <no-reply@mvpn.invalid>"),
  SUPPORT_EMAIL: emailAddressSchema.default("support@mvpn.invalid"),
  ALTCHA_HMAC_KEY: z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
  ALTCHA_MAX_NUMBER: z
    .string()
    .regex(/^\d{1,8}$/, { error: "must be an integer between 100 and 10000000" })
    .transform(Number)
    .refine((value) => value >= 100 && value <= 10_000_000, {
      error: "must be an integer between 100 and 10000000",
    })
    .default(100_000),
  RECAPTCHA_SECRET: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_MIN_SCORE: z
    .string()
    .regex(/^(0(\.\d+)?|1(\.0+)?)$/, { error: "must be a number between 0 and 1" })
    .transform(Number)
    .default(0.5),
  DEV_TOOLS: z
    .enum(DEV_TOOLS_SETTINGS, { error: `must be one of ${DEV_TOOLS_SETTINGS.join(", ")}` })
    .optional(),
  HEADERS_TIMEOUT_MS: millisecondsSchema(100, 600_000).default(10_000),
  REQUEST_TIMEOUT_MS: millisecondsSchema(100, 600_000).default(30_000),
  IDLE_TIMEOUT_MS: millisecondsSchema(100, 600_000).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: millisecondsSchema(100, 600_000).default(72_000),
  SHUTDOWN_IDLE_MS: millisecondsSchema(10, 9_000).default(500),
  STUN_PORT: portSchema.optional(),
  STUN_HOST: hostSchema.default("127.0.0.1"),
  STUN_URLS: stunUrlsSchema.optional(),
  IPV4_URL: originSchema.optional(),
  IPV6_URL: originSchema.optional(),
});

/**
 * Reads the configuration from `env` (the process environment by default; tests
 * pass their own object). Empty values count as unset, so `DATABASE_URL=` in an
 * env file means "use the default" rather than "invalid URL".
 *
 * @throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Partial<Record<Variable, string>> = {};
  for (const name of VARIABLES) {
    const value = env[name];
    if (value !== undefined && value.trim() !== "") input[name] = value.trim();
  }

  const result = envSchema.safeParse(input);
  if (!result.success) {
    const problems = new Map<string, string>();
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "environment");
      // One line per variable: the first reason is the useful one.
      if (problems.has(name)) continue;
      const received = input[name as Variable];
      const got =
        received === undefined || SECRET_VARIABLES.has(name)
          ? ""
          : `, got "${redactUrlPassword(received)}"`;
      problems.set(name, `${name} ${issue.message}${got}`);
    }
    throw new ConfigError([...problems.values()]);
  }

  const parsed = result.data;
  const crossProblems: string[] = [];
  if (parsed.HEADERS_TIMEOUT_MS > parsed.REQUEST_TIMEOUT_MS) {
    crossProblems.push(
      `HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS (${parsed.REQUEST_TIMEOUT_MS}), got "${parsed.HEADERS_TIMEOUT_MS}"`,
    );
  }
  if (
    parsed.NODE_ENV === "production" &&
    parsed.DEV_TOOLS !== undefined &&
    parsed.DEV_TOOLS !== "off"
  ) {
    crossProblems.push(
      `DEV_TOOLS must be off with NODE_ENV=production (the outbox shows every mail), got "${parsed.DEV_TOOLS}"`,
    );
  }
  if (crossProblems.length > 0) throw new ConfigError(crossProblems);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    siteDir: parsed.SITE_DIR,
    trustProxy: parsed.TRUST_PROXY,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    redisUrl: parsed.REDIS_URL,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    supportEmail: parsed.SUPPORT_EMAIL,
    altchaHmacKey: parsed.ALTCHA_HMAC_KEY,
    altchaMaxNumber: parsed.ALTCHA_MAX_NUMBER,
    recaptchaSecret: parsed.RECAPTCHA_SECRET,
    recaptchaSiteKey: parsed.RECAPTCHA_SITE_KEY,
    recaptchaMinScore: parsed.RECAPTCHA_MIN_SCORE,
    devTools: parsed.DEV_TOOLS ?? (parsed.NODE_ENV === "production" ? "off" : "local"),
    http: {
      headersTimeoutMs: parsed.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: parsed.REQUEST_TIMEOUT_MS,
      idleTimeoutMs: parsed.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: parsed.KEEP_ALIVE_TIMEOUT_MS,
      shutdownIdleMs: parsed.SHUTDOWN_IDLE_MS,
    },
    tools: {
      stunPort: parsed.STUN_PORT,
      stunHost: parsed.STUN_HOST,
      stunUrls:
        parsed.STUN_URLS ??
        (parsed.STUN_PORT === undefined
          ? []
          : [`stun:${hostInUrl(parsed.STUN_HOST)}:${parsed.STUN_PORT}`]),
      ipv4Url: parsed.IPV4_URL,
      ipv6Url: parsed.IPV6_URL,
    },
  };
}

function hostInUrl(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address, prefix, ...rest] = entry.split("/");
  if (address === undefined || prefix === undefined || rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0 || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Error messages end up in logs and terminals: never echo a database password. */
function redactUrlPassword(value: string): string {
  return value.replace(/(\/\/[^:/@\s]*:)[^@\s]*@/, "$1***@");
}
