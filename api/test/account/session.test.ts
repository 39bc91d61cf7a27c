import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, subscriptions, users } from "../../src/db/schema/index.js";
import {
  accountWithPassword,
  login,
  type SessionData,
  STRONG_PASSWORD,
  signup,
  uniqueEmail,
  waitForOutboxMail,
} from "../helpers/account.js";
import { startApi, type TestApi } from "../helpers/api.js";

import { databaseTargets } from "../helpers/databases.js";

const SIGNUP = "/ws/mm/reca/r3/account/v1/web/anonymous_signup";
const LOGIN = "/ws/mm/reca/r2/account/v1/web/login";
const PROFILE = "/api/mms/account/v1/web/profile";
const LOGOUT = "/api/mms/account/v1/web/logout";

describe.each(databaseTargets)("given the session calls on $name", (target) => {
  describe.skipIf(!target.available)("over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startApi(target);
    });

    afterAll(async () => {
      await api?.close();
    });

    describe("anonymous_signup", () => {
      it("should create an account without a password and sign it in", async () => {
        const response = await signup(api);
        expect(response.status).toBe(200);
        const data = response.body.data as SessionData;
        expect(data).toEqual({
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user_id: expect.any(Number),
          email: "",
          is_password_set: 0,
          vip: { remain_time: 0 },
        });
        const me = await api.call<SessionData>("GET", PROFILE, { token: data.token });
        expect(me.body.data).toEqual({
          user_id: data.user_id,
          email: "",
          is_password_set: 0,
          vip: { remain_time: 0 },
        });
      });

      it("should keep an optional email, lower-cased, and the invite fields", async () => {
        const email = uniqueEmail("Invited").replace("invited", "Invited");
        const response = await signup(api, { email, invite_type: 30001, invite_code: "friend-42" });
        expect(response.status).toBe(200);
        expect(response.body.data?.email).toBe(email.toLowerCase());
        const [row] = await api.app.database.db
          .select()
          .from(users)
          .where(eq(users.id, response.body.data?.user_id ?? 0));
        expect(row).toMatchObject({
          email: email.toLowerCase(),
          inviteType: 30001,
          inviteCode: "friend-42",
          passwordHash: null,
        });
      });

      // Issue #18, finding 4: a 409 here told anyone which emails have accounts.
      it("should answer an email that already has an account exactly as a new one, and mail its owner", async () => {
        const email = uniqueEmail("taken");
        const first = await signup(api, { email });
        expect(first.status).toBe(200);
        const again = await signup(api, { email: email.toUpperCase().replace(".COM", ".com") });
        expect(again.status).toBe(200);
        const data = again.body.data as SessionData;
        expect(data).toEqual({
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user_id: expect.any(Number),
          email,
          is_password_set: 0,
          vip: { remain_time: 0 },
        });
        // A session of a new account, not of the owner's…
        expect(data.user_id).not.toBe(first.body.data?.user_id);
        // …whose profile shows the email, as for a new account.
        const me = await api.call<SessionData>("GET", PROFILE, { token: data.token });
        expect(me.body.data?.email).toBe(email);
        // The owner hears of it, after the answer.
        const mail = await waitForOutboxMail(api, email);
        expect(mail.subject).toBe("You already have an mVPN account");
        expect(mail.text).toContain("/login");
        expect(mail.text).toContain("/forgetpassword");
      });

      it("should keep the email with its owner: the new account cannot sign in with it", async () => {
        const owner = await accountWithPassword(api, uniqueEmail("owner"));
        const copycat = await signup(api, { email: owner.email });
        const token = copycat.body.data?.token ?? "";
        expect(
          (
            await api.call("POST", "/api/mms/account/v1/web/set_password", {
              token,
              body: { password: "Copyc4t-pass!" },
            })
          ).status,
        ).toBe(200);
        // The email still signs in to the owner's account, with the owner's password only.
        expect((await login(api, owner.email, "Copyc4t-pass!")).status).toBe(400);
        const ownerLogin = await login(api, owner.email, owner.password);
        expect(ownerLogin.body.data?.user_id).toBe(owner.userId);
        const [row] = await api.app.database.db
          .select()
          .from(users)
          .where(eq(users.id, copycat.body.data?.user_id ?? 0));
        expect(row).toMatchObject({ email: null, contactEmail: owner.email });
      });

      it.each([
        [{ email: "not-an-email" }, "email: Enter a valid email address, like name@example.com."],
        [{ email: 42 }, "email must be a string"],
        [{ invite_type: 1 }, "invite_type must be 30001 (an invite link) when given"],
        [{ invite_code: "x".repeat(65) }, "invite_code must be at most 64 characters long"],
      ])("should refuse %j with a readable 400", async (body, message) => {
        const response = await signup(api, body);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      });

      it("should require the bot check", async () => {
        const missing = await api.call("POST", SIGNUP, { body: {} });
        expect(missing.body).toEqual({ code: 400, message: "recaptcha token is empty" });
        const wrong = await api.call("POST", SIGNUP, { body: { recasign: "abc" } });
        expect(wrong.body).toEqual({ code: 400, message: "bot check failed" });
      });

      it("should refuse an unknown application type before anything else", async () => {
        const response = await api.call("POST", SIGNUP, { body: {}, appType: "9999" });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe("Unknown application type: 9999");
      });
    });

    describe("login", () => {
      it("should sign in with the right password and return the profile with a token", async () => {
        const account = await accountWithPassword(api);
        const response = await login(api, account.email, account.password);
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user_id: account.userId,
          email: account.email,
          is_password_set: 1,
          vip: { remain_time: 0 },
        });
        expect(response.body.data?.token).not.toBe(account.token);
      });

      it("should accept the email in another case", async () => {
        const account = await accountWithPassword(api);
        const response = await login(api, account.email.replace("user", "USER"), account.password);
        expect(response.status).toBe(200);
      });

      it("should answer a wrong password and an unknown email with the same 400", async () => {
        const account = await accountWithPassword(api);
        const wrongPassword = await login(api, account.email, "Wrong-passw0rd");
        const unknownEmail = await login(api, uniqueEmail("nobody"), account.password);
        expect(wrongPassword.status).toBe(400);
        expect(wrongPassword.body).toEqual({
          code: 400,
          message: "The email or password is incorrect.",
        });
        expect(unknownEmail.body).toEqual(wrongPassword.body);
      });

      it("should refuse an account that has no password yet with the same message", async () => {
        const email = uniqueEmail();
        await signup(api, { email });
        const response = await login(api, email, STRONG_PASSWORD);
        expect(response.body).toEqual({
          code: 400,
          message: "The email or password is incorrect.",
        });
      });

      it("should spend about as much CPU on an unknown email as on a wrong password", async () => {
        // Without the dummy hash an unknown email would answer in a fraction
        // of the time and tell that the account does not exist. CPU time, not
        // wall time: a busy machine makes a call wait longer but not work
        // longer. argon2 runs on libuv's threads, which process.cpuUsage()
        // counts; this test file runs alone in its worker process.
        const account = await accountWithPassword(api);
        const cpuMs = async (email: string) => {
          const recasign = await api.botToken();
          const before = process.cpuUsage();
          const response = await api.call("POST", LOGIN, {
            body: { email, password: "Wrong-passw0rd", recasign },
          });
          const used = process.cpuUsage(before);
          expect(response.status).toBe(400);
          return (used.user + used.system) / 1000;
        };
        // Warm both paths (the dummy hash is made on first use).
        await cpuMs(uniqueEmail("warm"));
        const known: number[] = [];
        const unknown: number[] = [];
        for (let round = 0; round < 4; round += 1) {
          known.push(await cpuMs(account.email));
          unknown.push(await cpuMs(uniqueEmail("ghost")));
        }
        // Both run one argon2 verification (tens of ms of CPU); without the
        // dummy hash the unknown email costs a few ms.
        expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) * 0.5);
      });

      it.each([
        [{ password: "x" }, "email is required"],
        [{ email: "a@b.co" }, "password is required"],
        [{ email: "a@b.co", password: 12345678 }, "password must be a string"],
        [{ email: "a@b.co", password: "" }, "password must be at least 1 character long"],
        [
          { email: "a@b.co", password: "p".repeat(129) },
          "password must be at most 128 characters long",
        ],
      ])("should refuse %j with a readable 400", async (body, message) => {
        const recasign = await api.botToken();
        const response = await api.call("POST", LOGIN, { body: { ...body, recasign } });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      });

      it("should not be available under the v3 path", async () => {
        const response = await api.call("POST", "/ws/mm/reca/r3/account/v1/web/login", {
          body: {},
        });
        expect(response.status).toBe(404);
      });
    });

    describe("profile VIP time", () => {
      async function subscribe(userId: number, startsAt: Date, endsAt: Date, status = "active") {
        const db = api.app.database.db;
        const orderId = randomUUID();
        const now = new Date();
        await db.insert(orders).values({
          id: orderId,
          userId,
          planId: 1,
          provider: "s1",
          amountMinor: 1299,
          currency: "USD",
          status: "succeeded",
          createdAt: now,
          updatedAt: now,
          completedAt: now,
        });
        await db
          .insert(subscriptions)
          .values({ userId, planId: 1, orderId, startsAt, endsAt, status, createdAt: now });
      }

      it("should count the seconds to the end of the latest active subscription", async () => {
        const created = await signup(api);
        const { token, user_id: userId } = created.body.data as SessionData;
        const day = 24 * 60 * 60 * 1000;
        const now = Date.now();
        // Running, then a second one chained after it; a cancelled one ending later; an expired one.
        await subscribe(userId, new Date(now - day), new Date(now + 29 * day));
        await subscribe(userId, new Date(now + 29 * day), new Date(now + 59 * day));
        await subscribe(userId, new Date(now - day), new Date(now + 400 * day), "cancelled");
        await subscribe(userId, new Date(now - 90 * day), new Date(now - 60 * day));
        const profile = await api.call<SessionData>("GET", PROFILE, { token });
        const remain = profile.body.data?.vip.remain_time ?? 0;
        expect(remain).toBeGreaterThan(59 * 24 * 3600 - 60);
        expect(remain).toBeLessThanOrEqual(59 * 24 * 3600);
      });

      it("should be 0 once every subscription ended", async () => {
        const created = await signup(api);
        const { token, user_id: userId } = created.body.data as SessionData;
        await subscribe(userId, new Date(Date.now() - 10_000), new Date(Date.now() - 1_000));
        const profile = await api.call<SessionData>("GET", PROFILE, { token });
        expect(profile.body.data?.vip).toEqual({ remain_time: 0 });
      });
    });

    describe("profile and logout", () => {
      it("should answer 401/401 without a token and 401/50008 with a malformed one", async () => {
        expect((await api.call("GET", PROFILE)).body.code).toBe(401);
        const malformed = await api.call("GET", PROFILE, { token: "abc.def" });
        expect(malformed.status).toBe(401);
        expect(malformed.body.code).toBe(50008);
      });

      it("should revoke the token on logout: it then answers 401/50012", async () => {
        const created = await signup(api);
        const token = created.body.data?.token ?? "";
        const out = await api.call("POST", LOGOUT, { token });
        expect(out.status).toBe(200);
        expect(out.body).toEqual({ code: 0, message: "ok", data: null });
        const after = await api.call("GET", PROFILE, { token });
        expect(after.status).toBe(401);
        expect(after.body.code).toBe(50012);
        // Logging out twice is an error like any call with a dead token.
        expect((await api.call("POST", LOGOUT, { token })).body.code).toBe(50012);
      });

      it("should leave the user's other sessions signed in on logout", async () => {
        const account = await accountWithPassword(api);
        const second = await login(api, account.email, account.password);
        await api.call("POST", LOGOUT, { token: second.body.data?.token ?? "" });
        expect((await api.call("GET", PROFILE, { token: account.token })).status).toBe(200);
      });
    });
  });
});
