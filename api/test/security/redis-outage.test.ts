import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../../faults/helpers/tcp-proxy.js";
import { RELAXED_RATE_LIMITS, startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";
import { redisAvailable, TEST_REDIS_URL } from "../helpers/redis.js";

const SIGNUP = "/ws/mm/reca/r3/account/v1/web/anonymous_signup";
const LOGIN = "/ws/mm/reca/r2/account/v1/web/login";
/** The (IP, email) login limit of these tests: the 4th try from one address for one email is refused. */
const LOGIN_LIMIT = 3;
/** The per-browser analytics limit of these tests: counted in Redis, or in memory while it is away. */
const MEMORY_LIMIT = 2;

interface Instance {
  api: TestApi;
  /** Redis as this instance reaches it: cut to make Redis "gone" for it alone. */
  proxy: TcpProxy;
  /** The JSON log lines of this instance. */
  logs: string[];
}

/**
 * Two api instances on one database and one Redis (issue #35, finding 3):
 * each reaches Redis through its own TCP proxy, so a test can take Redis away
 * from one instance, from both, and bring it back.
 */
async function startInstances(
  target: (typeof databaseTargets)[number],
  { redisAtStart }: { redisAtStart: boolean },
): Promise<[Instance, Instance]> {
  const redis = new URL(TEST_REDIS_URL);
  const start = async (shareDatabaseWith?: TestApi): Promise<Instance> => {
    const proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    if (!redisAtStart) await proxy.cut();
    const viaProxy = new URL(TEST_REDIS_URL);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    const logs: string[] = [];
    const api = await startApi(target, {
      // The tests speak for several addresses through X-Forwarded-For.
      env: { REDIS_URL: viaProxy.toString(), TRUST_PROXY: "loopback", LOG_LEVEL: "info" },
      deps: {
        rateLimits: {
          ...RELAXED_RATE_LIMITS,
          loginPerIpAndEmail: { limit: LOGIN_LIMIT, windowSeconds: 600 },
          analyticsPerClient: { limit: MEMORY_LIMIT, windowSeconds: 600 },
        },
        loginSlowdown: { firstDelayMs: 1, maxDelayMs: 1 },
        logStream: { write: (line) => void logs.push(line) },
      },
      ...(shareDatabaseWith && { shareDatabaseWith }),
    });
    return { api, proxy, logs };
  };
  const a = await start();
  const b = await start(a.api);
  return [a, b];
}

async function stopInstances(instances: Instance[] | undefined): Promise<void> {
  // The second shares the first's database: close it first.
  for (const instance of [...(instances ?? [])].reverse()) {
    await instance.api.close();
    await instance.proxy.close();
  }
}

let addresses = 0;
/** A made-up client address per test, so per-IP limits of one test stay out of the next. */
function newAddress(): string {
  addresses++;
  return `10.35.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

async function signUp(instance: Instance, recasign: string, ip = newAddress()) {
  const email = `redis-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await instance.api.call("POST", SIGNUP, {
    body: { email, recasign },
    headers: { "x-forwarded-for": ip },
  });
  return { status: response.status, message: response.body.message };
}

async function login(instance: Instance, ip: string, email: string) {
  const response = await instance.api.call("POST", LOGIN, {
    body: { email, password: "Wrong-guess-35!", recasign: await instance.api.botToken() },
    headers: { "x-forwarded-for": ip },
  });
  return response.status;
}

/** Logs in alternately on `a` and `b`, one address and one email, and answers each status. */
async function alternateLogins(a: Instance, b: Instance, tries: number): Promise<number[]> {
  const ip = newAddress();
  const email = `guess-${addresses}-${Date.now()}@example.com`;
  const statuses: number[] = [];
  for (let i = 0; i < tries; i++) statuses.push(await login(i % 2 === 0 ? a : b, ip, email));
  return statuses;
}

/** Expects a bot token used on `first` to be refused on `second` (SPEC.md §5: single use). */
async function expectTokenRefusedAcross(first: Instance, second: Instance) {
  const token = await first.api.botToken();
  expect(await signUp(first, token)).toEqual({ status: 200, message: "ok" });
  expect(await signUp(second, token)).toEqual({ status: 400, message: "bot check failed" });
}

async function health(instance: Instance) {
  const response = await fetch(`${instance.api.baseUrl}/healthz`);
  return { status: response.status, body: await response.json() };
}

/** Waits until `instance` logs a line matching `pattern`, pinging it so that it uses Redis. */
async function waitForLog(instance: Instance, pattern: RegExp, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!instance.logs.some((line) => pattern.test(line))) {
    if (Date.now() > deadline) {
      throw new Error(`no log line ${pattern} within ${timeoutMs} ms:\n${instance.logs.join("")}`);
    }
    await instance.api.call("GET", "/api/mms/bot/v1/challenge");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const LOGIN_REFUSED_AFTER_LIMIT = [...Array.from({ length: LOGIN_LIMIT }, () => 400), 429, 429];

describe.each(databaseTargets)("given two api instances on one $name database", (target) => {
  describe.skipIf(!target.available || !redisAvailable)(
    "given one Redis that both reach, then one of them loses it",
    () => {
      let instances: [Instance, Instance];

      beforeAll(async () => {
        instances = await startInstances(target, { redisAtStart: true });
      });

      afterAll(async () => {
        await stopInstances(instances);
      });

      it("should refuse a bot token used on one instance when it comes to the other, in both directions", async () => {
        const [a, b] = instances;
        await expectTokenRefusedAcross(a, b);
        await expectTokenRefusedAcross(b, a);
      });

      it("should count one address's logins for one email across both instances", async () => {
        const [a, b] = instances;
        expect(await alternateLogins(a, b, LOGIN_LIMIT + 2)).toEqual(LOGIN_REFUSED_AFTER_LIMIT);
      });

      describe("when the first instance loses Redis and the second keeps it", () => {
        beforeAll(async () => {
          await instances[0].proxy.cut();
        });

        it("should refuse on the instance without Redis a bot token used on the one with it", async () => {
          const [a, b] = instances;
          await expectTokenRefusedAcross(b, a);
        });

        it("should refuse on the instance with Redis a bot token used on the one without it", async () => {
          const [a, b] = instances;
          await expectTokenRefusedAcross(a, b);
        });

        it("should still count one address's logins for one email across both instances", async () => {
          const [a, b] = instances;
          expect(await alternateLogins(a, b, LOGIN_LIMIT + 2)).toEqual(LOGIN_REFUSED_AFTER_LIMIT);
        });

        it("should say in its log and its health check that Redis is unreachable, and keep answering 200", async () => {
          const [a] = instances;
          await waitForLog(a, /"msg":"rate limits: redis unavailable, using memory"/);
          expect(await health(a)).toEqual({
            status: 200,
            body: { status: "ok", database: "ok", redis: "unreachable" },
          });
        });
      });
    },
  );

  describe.skipIf(!target.available || !redisAvailable)(
    "given Redis unreachable when both instances start, and back later",
    () => {
      let instances: [Instance, Instance];

      beforeAll(async () => {
        instances = await startInstances(target, { redisAtStart: false });
      });

      afterAll(async () => {
        await stopInstances(instances);
      });

      it("should start, warn that Redis is unreachable, and answer its health check with 200", async () => {
        for (const instance of instances) {
          expect(instance.logs.join("")).toMatch(
            /"level":40,.*"msg":"redis: unreachable, rate limits in memory and the database until it answers"/,
          );
          expect(await health(instance)).toEqual({
            status: 200,
            body: { status: "ok", database: "ok", redis: "unreachable" },
          });
        }
      });

      it("should refuse a bot token used on one instance when it comes to the other, in both directions", async () => {
        const [a, b] = instances;
        await expectTokenRefusedAcross(a, b);
        await expectTokenRefusedAcross(b, a);
      });

      it("should refuse a bot token used twice on one instance", async () => {
        const [a] = instances;
        await expectTokenRefusedAcross(a, a);
      });

      it("should count one address's logins for one email across both instances", async () => {
        const [a, b] = instances;
        expect(await alternateLogins(a, b, LOGIN_LIMIT + 2)).toEqual(LOGIN_REFUSED_AFTER_LIMIT);
      });

      it("should still refuse, past its limit, a call counted in the instance's own memory", async () => {
        const [a] = instances;
        const client = `front-${newAddress()}`;
        const limiter = a.api.app.rateLimiter;
        for (let i = 0; i < MEMORY_LIMIT; i++) await limiter.enforce("analyticsPerClient", client);
        await expect(limiter.enforce("analyticsPerClient", client)).rejects.toMatchObject({
          httpStatus: 429,
        });
      });

      describe("when Redis comes back", () => {
        beforeAll(async () => {
          for (const instance of instances) await instance.proxy.restore();
        });

        it("should connect to it, say so, and report it in the health check", async () => {
          for (const instance of instances) {
            await waitForLog(instance, /"msg":"redis: connected"/);
            expect(await health(instance)).toEqual({
              status: 200,
              body: { status: "ok", database: "ok", redis: "ok" },
            });
          }
        });

        it("should still refuse a bot token used on one instance when it comes to the other", async () => {
          const [a, b] = instances;
          await expectTokenRefusedAcross(a, b);
          await expectTokenRefusedAcross(b, a);
        });

        it("should still count logins across both instances", async () => {
          const [a, b] = instances;
          expect(await alternateLogins(a, b, LOGIN_LIMIT + 2)).toEqual(LOGIN_REFUSED_AFTER_LIMIT);
        });
      });
    },
  );
});
