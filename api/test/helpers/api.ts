import { type AltchaChallenge, altchaPayload } from "@mvpn/contract";
import { solveChallenge } from "altcha-lib/v1";
import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../../src/app.js";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "../../src/rate-limit/rules.js";
import type { DatabaseTarget, EmptyDatabase } from "./databases.js";
import { listen } from "./http.js";
import { testConfig } from "./test-config.js";

/** Limits high enough that contract tests never meet them (the rate-limit tests set their own). */
export const RELAXED_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, { limit: 100_000, windowSeconds: 60 }]),
) as RateLimits;

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; message: string; data?: T };
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as it is (no JSON encoding) when a string. */
  rawBody?: string;
  token?: string;
  /** The X-App-Type header; null leaves it out. Default "501". */
  appType?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface TestApi {
  app: FastifyInstance;
  baseUrl: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiResponse<T>>;
  /** A fresh, solved ALTCHA token for a protected call. */
  botToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the api on a new, already migrated database of `target`, listening on
 * 127.0.0.1, with relaxed rate limits and an easy ALTCHA challenge (fast to
 * solve in tests).
 */
export async function startApi(
  target: DatabaseTarget,
  options: {
    env?: Record<string, string>;
    deps?: AppDeps;
    /**
     * Runs on the database of an api already started (a second instance with
     * other settings) instead of a new one: saves a database start.
     */
    shareDatabaseWith?: TestApi;
    /** Adds routes (or hooks) before the server starts listening. */
    beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  } = {},
): Promise<TestApi> {
  const shared = options.shareDatabaseWith;
  const empty: EmptyDatabase = shared
    ? { env: { DATA_DIR: shared.app.config.dataDir }, dispose: async () => {} }
    : await target.createMigrated();
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(testConfig({ ALTCHA_MAX_NUMBER: "1000", ...empty.env, ...options.env }), {
      rateLimits: RELAXED_RATE_LIMITS,
      ...(shared && { database: shared.app.database }),
      ...options.deps,
    });
    await options.beforeListen?.(app);
    const baseUrl = await listen(app);
    const started = app;
    const api: TestApi = {
      app: started,
      baseUrl,
      call: (method, path, callOptions) => call(baseUrl, method, path, callOptions),
      botToken: () => solveBotChallenge(api),
      async close() {
        await started.close();
        await empty.dispose();
      },
    };
    return api;
  } catch (error) {
    await app?.close();
    await empty.dispose();
    throw error;
  }
}

export async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.appType !== null) headers["x-app-type"] = options.appType ?? "501";
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers["content-type"] ??= "application/json";
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["content-type"] = "application/json";
  }
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: ApiResponse<T>["body"];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { code: -1, message: `not JSON: ${text.slice(0, 200)}` };
  }
  return { status: response.status, headers: response.headers, body: parsed, text };
}

interface ChallengeData {
  provider: "altcha";
  challenge: AltchaChallenge;
}

/** Does what the altcha widget does in the browser: fetch a challenge, find the number, encode the payload. */
export async function solveBotChallenge(api: Pick<TestApi, "call">): Promise<string> {
  const response = await api.call<ChallengeData>("GET", "/api/mms/bot/v1/challenge");
  if (response.status !== 200 || response.body.data === undefined) {
    throw new Error(`challenge failed: ${response.status} ${response.text}`);
  }
  const { challenge } = response.body.data;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error("could not solve the challenge");
  return altchaPayload(challenge, solution);
}
