import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_SLOWDOWN, loginDelayMs } from "../../src/auth/login-slowdown.js";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "../../src/rate-limit/rules.js";
import { accountWithPassword, type SessionData, WINDOWS_CHROME } from "../helpers/account.js";
import { RELAXED_RATE_LIMITS, startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";

const LOGIN = "/ws/mm/reca/r2/account/v1/web/login";
const ATTACKER = "203.0.113.66";
const OWNER_ELSEWHERE = "198.51.100.7";
/** The slow-down of these tests: real, but in tens of milliseconds. */
const SLOWDOWN = { firstDelayMs: 60, maxDelayMs: 120 };

/** Every login rule as shipped (whatever they are called), everything else relaxed. */
const SHIPPED_LOGIN_LIMITS = {
  ...RELAXED_RATE_LIMITS,
  ...Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).filter(([name]) => name.startsWith("login")),
  ),
} as RateLimits;

/**
 * Issue #18, finding 3: ten wrong passwords for one email (each with a cheap
 * solved ALTCHA) locked its owner out for 15 minutes, right password
 * included. Now the hard limits are per IP and per (IP, email), and the
 * email's failures only slow further tries down.
 */
describe.each(databaseTargets)(
  "given someone guessing one account's password on $name",
  (target) => {
    describe.skipIf(!target.available)("with the shipped login limits", () => {
      let api: TestApi;
      let owner: { email: string; password: string };
      let other: { email: string; password: string };

      beforeAll(async () => {
        api = await startApi(target, {
          // The tests speak for several addresses through X-Forwarded-For.
          env: { TRUST_PROXY: "loopback" },
          deps: { rateLimits: SHIPPED_LOGIN_LIMITS, loginSlowdown: SLOWDOWN },
        });
        owner = await accountWithPassword(api);
        other = await accountWithPassword(api);
        // The attack of the issue: ten wrong passwords from one address.
        for (let i = 0; i < 10; i++) {
          const wrong = await loginFrom(ATTACKER, owner.email, `Wrong-guess${i}!`);
          expect(wrong.status).toBe(400);
        }
      });

      afterAll(async () => {
        await api?.close();
      });

      async function loginFrom(ip: string, email: string, password: string) {
        return api.call<SessionData>("POST", LOGIN, {
          body: { email, password, recasign: await api.botToken() },
          headers: { "x-forwarded-for": ip, "user-agent": WINDOWS_CHROME },
        });
      }

      it("should refuse that address further tries for that email with 429, right password included", async () => {
        const response = await loginFrom(ATTACKER, owner.email, owner.password);
        expect(response.status).toBe(429);
        expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      });

      it("should let the owner sign in from another address with the right password", async () => {
        const response = await loginFrom(OWNER_ELSEWHERE, owner.email, owner.password);
        expect(response.status).toBe(200);
        expect(response.body.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      });

      it("should not hold the attacker's address back for other accounts", async () => {
        const response = await loginFrom(ATTACKER, other.email, other.password);
        expect(response.status).toBe(200);
      });

      it("should slow down every further try for that email rather than refuse it", async () => {
        const started = performance.now();
        const response = await loginFrom(OWNER_ELSEWHERE, owner.email, owner.password);
        // A lower bound only: the server waited at least the first delay.
        expect(performance.now() - started).toBeGreaterThanOrEqual(SLOWDOWN.firstDelayMs);
        expect(response.status).toBe(200);
      });

      it("should answer an unknown email with the same words as a wrong password", async () => {
        const response = await loginFrom(
          OWNER_ELSEWHERE,
          "nobody.here@example.com",
          "Wrong-guess0!",
        );
        expect(response.status).toBe(400);
        expect(response.body.message).toBe("The email or password is incorrect.");
      });
    });
  },
);

describe("loginDelayMs", () => {
  const free = DEFAULT_RATE_LIMITS.loginFailuresPerEmail.limit;

  it("should not wait before the email's free failures are used up", () => {
    expect(loginDelayMs(0, free, DEFAULT_LOGIN_SLOWDOWN)).toBe(0);
    expect(loginDelayMs(free - 1, free, DEFAULT_LOGIN_SLOWDOWN)).toBe(0);
  });

  it("should double the wait with each further failure, up to the cap", () => {
    const waits = [0, 1, 2, 3, 4, 5, 20].map((extra) =>
      loginDelayMs(free + extra, free, DEFAULT_LOGIN_SLOWDOWN),
    );
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
