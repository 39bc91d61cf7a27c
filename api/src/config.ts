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
] as const;
type Variable = (typeof VARIABLES)[number];

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
      const got = received === undefined ? "" : `, got "${redactUrlPassword(received)}"`;
      problems.set(name, `${name} ${issue.message}${got}`);
    }
    throw new ConfigError([...problems.values()]);
  }

  const parsed = result.data;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    siteDir: parsed.SITE_DIR,
    trustProxy: parsed.TRUST_PROXY,
  };
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
