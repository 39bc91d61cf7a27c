import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createSession, revokeSession } from "../../src/auth/sessions.js";
import { newToken } from "../../src/auth/tokens.js";
import { sessions, users } from "../../src/db/schema/index.js";
import { conflict } from "../../src/http/envelope.js";
import { envelopeSerializer, plainRoute, protectedRoute } from "../../src/routes/mount.js";
import { RELAXED_RATE_LIMITS, startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";
import { redisAvailable, TEST_REDIS_URL } from "../helpers/redis.js";

describe.each(databaseTargets)(
  "given routes mounted with plainRoute/protectedRoute on $name",
  (target) => {
    describe.skipIf(!target.available)("over HTTP", () => {
      let api: TestApi;
      let userId: number;

      beforeAll(async () => {
        api = await startApi(target, {
          deps: {
            rateLimits: { ...RELAXED_RATE_LIMITS, analyticsPerIp: { limit: 2, windowSeconds: 60 } },
          },
          beforeListen: registerTestRoutes,
        });
        const [user] = await api.app.database.db
          .insert(users)
          .values({ email: "plumbing@example.com" })
          .returning();
        userId = user?.id ?? 0;
      });

      function registerTestRoutes(app: FastifyInstance): void {
        // Routes that exist only in this test, built with the same helpers as the real ones.
        plainRoute(app, {
          method: "POST",
          path: "test/v1/echo",
          summary: "echo",
          schema: {
            body: z.object({ email: z.string().max(50), count: z.number().int().optional() }),
            response: z.object({
              email: z.string(),
              count: z.number().optional(),
              appType: z.number(),
            }),
          },
          async handler(request) {
            return {
              email: request.body.email,
              count: request.body.count,
              appType: request.appType,
            };
          },
        });
        // A route answering a list serialized ahead, as the plan list does.
        const listSchema = z.object({ names: z.array(z.string()) });
        const serializeList = envelopeSerializer({
          endpoint: { method: "GET", path: "test/v1/list" },
          response: listSchema,
        });
        const list = serializeList({ names: ["a", "b"] });
        plainRoute(app, {
          method: "GET",
          path: "test/v1/list",
          summary: "list",
          schema: { response: listSchema },
          async handler() {
            return list;
          },
        });
        plainRoute(app, {
          method: "GET",
          path: "test/v1/me",
          summary: "me",
          auth: "user",
          schema: { response: z.object({ id: z.number(), email: z.string().nullable() }) },
          async handler(request) {
            return { id: request.user.id, email: request.user.email };
          },
        });
        plainRoute(app, {
          method: "GET",
          path: "test/v1/maybe",
          summary: "maybe",
          auth: "optional",
          schema: { response: z.object({ signedIn: z.boolean() }) },
          async handler(request) {
            return { signedIn: request.user !== null };
          },
        });
        plainRoute(app, {
          method: "POST",
          path: "test/v1/boom",
          summary: "boom",
          schema: { response: z.null() },
          async handler() {
            throw new Error("connect ECONNREFUSED password=hunter2");
          },
        });
        plainRoute(app, {
          method: "POST",
          path: "test/v1/conflict",
          summary: "conflict",
          schema: { response: z.null() },
          async handler() {
            throw conflict("That already exists.");
          },
        });
        plainRoute(app, {
          method: "POST",
          path: "test/v1/limited",
          summary: "limited",
          rateLimits: [{ name: "analyticsPerIp", key: "ip" }],
          schema: { response: z.null() },
          async handler() {
            return null;
          },
        });
        protectedRoute(app, {
          version: 2,
          method: "POST",
          path: "test/v1/guarded",
          summary: "guarded",
          schema: {
            body: z.object({ name: z.string() }),
            response: z.object({ name: z.string() }),
          },
          async handler(request) {
            return { name: request.body.name };
          },
        });
      }

      afterAll(async () => {
        await api?.close();
      });

      async function tokenFor(appType = 501): Promise<{ token: string; sessionId: string }> {
        const { token, session } = await createSession(api.app.database.db, {
          userId,
          appType,
          userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64)",
        });
        return { token, sessionId: session.id };
      }

      describe("when a call succeeds", () => {
        it("should answer 200 with the envelope { code: 0, message: ok, data }", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            body: { email: "a@b.co", count: 2 },
          });
          expect(response.status).toBe(200);
          expect(response.body).toEqual({
            code: 0,
            message: "ok",
            data: { email: "a@b.co", count: 2, appType: 501 },
          });
        });

        it("given an answer serialized ahead, should send it as it is: JSON, the envelope, the default headers", async () => {
          const response = await fetch(`${api.baseUrl}/api/mms/test/v1/list`, {
            headers: { "x-app-type": "501" },
          });
          expect(response.status).toBe(200);
          expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
          expect(await response.text()).toBe(
            '{"code":0,"message":"ok","data":{"names":["a","b"]}}',
          );
          // The hooks still run: no-store by default, the security headers, the request id.
          expect(response.headers.get("cache-control")).toBe("no-store");
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
          expect(response.headers.get("x-request-id")).toBeTruthy();
        });

        it("given data that does not fit the response schema, envelopeSerializer should throw as the route's serializer would", () => {
          const serialize = envelopeSerializer({
            endpoint: { method: "GET", path: "test/v1/list" },
            response: z.object({ names: z.array(z.string()) }),
          });
          expect(() => serialize({ names: [1] } as never)).toThrow();
          // Fields the schema does not know are dropped, as on every route.
          expect(serialize({ names: [], admin: true } as never).json).toBe(
            '{"code":0,"message":"ok","data":{"names":[]}}',
          );
        });

        it("should drop fields the schema does not know", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            body: { email: "a@b.co", admin: true },
          });
          expect(response.body.data).toEqual({ email: "a@b.co", appType: 501 });
        });
      });

      describe("when X-App-Type is wrong", () => {
        it("should answer 400 when it is missing", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            body: { email: "a" },
            appType: null,
          });
          expect(response.status).toBe(400);
          expect(response.body).toEqual({
            code: 400,
            message: "The X-App-Type header is required",
          });
        });

        it.each(["999", "abc", "501.0", "0x1f5", "-1", "5e2"])(
          "should answer 400 for %s",
          async (value) => {
            const response = await api.call("POST", "/api/mms/test/v1/echo", {
              body: { email: "a" },
              appType: value,
            });
            expect(response.status).toBe(400);
            expect(response.body).toEqual({
              code: 400,
              message: `Unknown application type: ${value}`,
            });
          },
        );

        it.each(["1", "108", "512"])("should accept the known type %s", async (value) => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            body: { email: "a" },
            appType: value,
          });
          expect(response.status).toBe(200);
          expect(response.body.data).toMatchObject({ appType: Number(value) });
        });
      });

      describe("when the body is not valid", () => {
        it("should name a missing field", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", { body: {} });
          expect(response.status).toBe(400);
          expect(response.body).toEqual({
            code: 400,
            message: "email is required",
            data: { fields: [{ path: "email", message: "email is required" }] },
          });
        });

        it("should name a field of the wrong type", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            body: { email: 5, count: "x" },
          });
          expect(response.status).toBe(400);
          expect(response.body.message).toBe("email must be a string (and 1 more problem)");
          expect(response.body.data).toEqual({
            fields: [
              { path: "email", message: "email must be a string" },
              { path: "count", message: "count must be a number" },
            ],
          });
        });

        it("should say when a field is too long", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            body: { email: "x".repeat(51) },
          });
          expect(response.body.message).toBe("email must be at most 50 characters long");
        });

        it("should answer a missing body with 400", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo");
          expect(response.status).toBe(400);
          expect(response.body.message).toBe("The request body is required");
        });

        it("should answer a body that is not an object with 400", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", { body: [1, 2] });
          expect(response.status).toBe(400);
          expect(response.body.message).toBe("The request body must be an object");
        });

        it("should answer malformed JSON with 400", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            rawBody: "{not json",
          });
          expect(response.status).toBe(400);
          expect(response.body).toEqual({
            code: 400,
            message: "The request body is not valid JSON.",
          });
        });

        it("should refuse prototype poisoning with 400", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            rawBody: '{"email":"a","__proto__":{"admin":true}}',
          });
          expect(response.status).toBe(400);
        });

        it("should answer a content type other than JSON with 415", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            rawBody: "email=a",
            headers: { "content-type": "application/x-www-form-urlencoded" },
          });
          expect(response.status).toBe(415);
          expect(response.body.code).toBe(415);
        });

        it("should answer a body over 64 KiB with 413", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/echo", {
            body: { email: "x".repeat(70_000) },
          });
          expect(response.status).toBe(413);
          expect(response.body).toEqual({ code: 413, message: "The request body is too large." });
        });
      });

      describe("when a route needs a signed-in user", () => {
        it("should answer 401 with code 401 without a token", async () => {
          const response = await api.call("GET", "/api/mms/test/v1/me");
          expect(response.status).toBe(401);
          expect(response.body.code).toBe(401);
        });

        it.each([
          ["a malformed token", "not-a-token"],
          ["a token of the right shape nobody issued", newToken()],
          ["a token with a trailing character", `${newToken()}x`],
        ])("should answer 401 with code 50008 for %s", async (_label, token) => {
          const response = await api.call("GET", "/api/mms/test/v1/me", { token });
          expect(response.status).toBe(401);
          expect(response.body.code).toBe(50008);
        });

        it("should answer 401/50008 for an Authorization header that is not Bearer", async () => {
          const response = await api.call("GET", "/api/mms/test/v1/me", {
            headers: { authorization: "Basic abc" },
          });
          expect(response.body.code).toBe(50008);
        });

        it("should sign the request in with a valid token", async () => {
          const { token } = await tokenFor();
          const response = await api.call("GET", "/api/mms/test/v1/me", { token });
          expect(response.status).toBe(200);
          expect(response.body.data).toEqual({ id: userId, email: "plumbing@example.com" });
        });

        it("should answer 401/50012 for a revoked token", async () => {
          const { token, sessionId } = await tokenFor();
          await revokeSession(api.app.database.db, sessionId, "password_changed");
          const response = await api.call("GET", "/api/mms/test/v1/me", { token });
          expect(response.status).toBe(401);
          expect(response.body.code).toBe(50012);
        });

        it("should answer 401/50014 for an expired token", async () => {
          const { token, sessionId } = await tokenFor();
          await api.app.database.db
            .update(sessions)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(eq(sessions.id, sessionId));
          const response = await api.call("GET", "/api/mms/test/v1/me", { token });
          expect(response.status).toBe(401);
          expect(response.body.code).toBe(50014);
        });
      });

      describe("when a route takes an optional user", () => {
        it("should be anonymous without a token or with a stale one", async () => {
          expect((await api.call("GET", "/api/mms/test/v1/maybe")).body.data).toEqual({
            signedIn: false,
          });
          const stale = await api.call("GET", "/api/mms/test/v1/maybe", { token: newToken() });
          expect(stale.body.data).toEqual({ signedIn: false });
        });

        it("should be signed in with a valid token", async () => {
          const { token } = await tokenFor();
          expect((await api.call("GET", "/api/mms/test/v1/maybe", { token })).body.data).toEqual({
            signedIn: true,
          });
        });
      });

      describe("when a route is bot-protected", () => {
        it("should answer 400 'recaptcha token is empty' without a token", async () => {
          for (const recasign of [undefined, "", "   "]) {
            const response = await api.call("POST", "/ws/mm/reca/r2/test/v1/guarded", {
              body: { name: "x", recasign },
            });
            expect(response.status).toBe(400);
            expect(response.body).toEqual({ code: 400, message: "recaptcha token is empty" });
          }
        });

        it("should answer 400 'bot check failed' for a wrong token", async () => {
          const response = await api.call("POST", "/ws/mm/reca/r2/test/v1/guarded", {
            body: { name: "x", recasign: "bm90IGEgc29sdXRpb24=" },
          });
          expect(response.status).toBe(400);
          expect(response.body).toEqual({ code: 400, message: "bot check failed" });
        });

        it("should accept a solved challenge once, then refuse it", async () => {
          const recasign = await api.botToken();
          const first = await api.call("POST", "/ws/mm/reca/r2/test/v1/guarded", {
            body: { name: "x", recasign },
          });
          expect(first.status).toBe(200);
          expect(first.body.data).toEqual({ name: "x" });
          const second = await api.call("POST", "/ws/mm/reca/r2/test/v1/guarded", {
            body: { name: "x", recasign },
          });
          expect(second.status).toBe(400);
          expect(second.body.message).toBe("bot check failed");
        });

        it("should not burn the token on a request that fails validation", async () => {
          const recasign = await api.botToken();
          const invalid = await api.call("POST", "/ws/mm/reca/r2/test/v1/guarded", {
            body: { recasign },
          });
          expect(invalid.status).toBe(400);
          expect(invalid.body.message).toBe("name is required");
          const valid = await api.call("POST", "/ws/mm/reca/r2/test/v1/guarded", {
            body: { name: "y", recasign },
          });
          expect(valid.status).toBe(200);
        });

        it("should check the token on the /api/mms path as well", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/guarded", {
            body: { name: "x" },
          });
          expect(response.body.message).toBe("recaptcha token is empty");
          const recasign = await api.botToken();
          const ok = await api.call("POST", "/api/mms/test/v1/guarded", {
            body: { name: "x", recasign },
          });
          expect(ok.status).toBe(200);
        });

        it("should answer 404 under the other signature version", async () => {
          const response = await api.call("POST", "/ws/mm/reca/r3/test/v1/guarded", {
            body: { name: "x" },
          });
          expect(response.status).toBe(404);
          expect(response.body.code).toBe(404);
        });
      });

      describe("when a handler fails", () => {
        it("should answer an ApiError with its status and message", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/conflict");
          expect(response.status).toBe(409);
          expect(response.body).toEqual({ code: 409, message: "That already exists." });
        });

        it("should answer anything else with a generic 500 and no detail", async () => {
          const response = await api.call("POST", "/api/mms/test/v1/boom");
          expect(response.status).toBe(500);
          expect(response.body).toEqual({
            code: 500,
            message: "Something went wrong on our side. Please try again.",
          });
          expect(response.text).not.toMatch(/hunter2|ECONNREFUSED|stack/);
        });
      });

      describe.skipIf(!redisAvailable)("when REDIS_URL is set", () => {
        let withRedis: TestApi;
        const redis = new Redis(TEST_REDIS_URL);

        beforeAll(async () => {
          // Counters outlive test runs in Redis: start from zero. (analyticsPerIp is counted in
          // Redis; the login-like rules of SHARED_RATE_LIMITS in the database: ADR 0023.)
          await redis.del("mvpn:rl:analyticsPerIp:127.0.0.1", "mvpn:rl:challengePerIp:127.0.0.1");
          withRedis = await startApi(target, {
            shareDatabaseWith: api,
            env: { REDIS_URL: TEST_REDIS_URL },
            deps: {
              rateLimits: {
                ...RELAXED_RATE_LIMITS,
                analyticsPerIp: { limit: 1, windowSeconds: 60 },
                challengePerIp: { limit: 3, windowSeconds: 60 },
              },
            },
            beforeListen: registerTestRoutes,
          });
        });

        afterAll(async () => {
          await withRedis?.close();
          await redis.del("mvpn:rl:analyticsPerIp:127.0.0.1", "mvpn:rl:challengePerIp:127.0.0.1");
          await redis.quit();
        });

        it("should count the limits in Redis", async () => {
          expect((await withRedis.call("POST", "/api/mms/test/v1/limited")).status).toBe(200);
          expect((await withRedis.call("POST", "/api/mms/test/v1/limited")).status).toBe(429);
          expect(Number(await redis.get("mvpn:rl:analyticsPerIp:127.0.0.1"))).toBe(2);
        });

        it("should record used bot tokens in Redis: a token works once", async () => {
          const recasign = await withRedis.botToken();
          const path = "/ws/mm/reca/r2/test/v1/guarded";
          expect(
            (await withRedis.call("POST", path, { body: { name: "x", recasign } })).status,
          ).toBe(200);
          const again = await withRedis.call("POST", path, { body: { name: "x", recasign } });
          expect(again.body).toEqual({ code: 400, message: "bot check failed" });
        });

        it("should rate limit the challenge endpoint", async () => {
          // One challenge was fetched by the test above.
          expect((await withRedis.call("GET", "/api/mms/bot/v1/challenge")).status).toBe(200);
          expect((await withRedis.call("GET", "/api/mms/bot/v1/challenge")).status).toBe(200);
          const limited = await withRedis.call("GET", "/api/mms/bot/v1/challenge");
          expect(limited.status).toBe(429);
          expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
        });
      });

      describe("when a route is rate limited", () => {
        it("should answer 429 with Retry-After and a message saying when to retry", async () => {
          expect((await api.call("POST", "/api/mms/test/v1/limited")).status).toBe(200);
          expect((await api.call("POST", "/api/mms/test/v1/limited")).status).toBe(200);
          const limited = await api.call("POST", "/api/mms/test/v1/limited");
          expect(limited.status).toBe(429);
          expect(limited.body.code).toBe(429);
          expect(limited.body.message).toMatch(
            /^Too many requests\. Please try again in \d+ seconds?\.$|minute/,
          );
          const retryAfter = Number(limited.headers.get("retry-after"));
          expect(retryAfter).toBeGreaterThan(0);
          expect(retryAfter).toBeLessThanOrEqual(60);
        });
      });
    });
  },
);
