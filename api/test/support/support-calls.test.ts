import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { contactMessages, outbox } from "../../src/db/schema/index.js";
import { RemoteConfigError, setRemoteConfigValue } from "../../src/remote-config/set-value.js";
import { waitForOutboxMail } from "../helpers/account.js";
import { RELAXED_RATE_LIMITS, startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";
import { testConfig } from "../helpers/test-config.js";

const CONTACT = "/api/mms/report/v1/contact_us";
const REMOTE = "/api/mms/config/v1/remote";
const VALID = {
  email: "visitor@example.com",
  name: "Ada",
  subject: "Cannot connect",
  message: "Hello,\nit fails.",
  category: "tech",
};

// Contact, remote config and the dev outbox page share one api per database:
// starting a database is the slow part of these tests.
describe.each(databaseTargets)("given the support calls on $name", (target) => {
  describe.skipIf(!target.available)("over HTTP", () => {
    let api: TestApi;
    let limited: TestApi;

    beforeAll(async () => {
      api = await startApi(target, { env: { SUPPORT_EMAIL: "help@mvpn.example" } });
      // Its own database: contactPerIp is counted there (ADR 0023), and the
      // messages sent to the first api from the same address would count too.
      limited = await startApi(target, {
        deps: {
          rateLimits: { ...RELAXED_RATE_LIMITS, contactPerIp: { limit: 2, windowSeconds: 3600 } },
        },
      });
    });

    afterAll(async () => {
      await limited?.close();
      await api?.close();
    });

    describe("contact_us", () => {
      it("should store the message and forward it to SUPPORT_EMAIL", async () => {
        const response = await api.call<{ id: number }>("POST", CONTACT, {
          body: VALID,
          appType: "502",
        });
        expect(response.status).toBe(200);
        const id = response.body.data?.id ?? 0;
        expect(id).toBeGreaterThan(0);
        const [row] = await api.app.database.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id));
        expect(row).toMatchObject({ ...VALID, appType: 502, ip: "127.0.0.1", userId: null });
        const mail = await waitForOutboxMail(api, "help@mvpn.example");
        expect(mail.subject).toBe(`[contact #${id}] Cannot connect`);
        expect(mail.text).toContain("From: Ada <visitor@example.com>");
        expect(mail.text).toContain("App: Web_Turbo");
        expect(mail.text).toContain("Hello,\nit fails.");
      });

      it("should need only email, subject and message", async () => {
        const response = await api.call("POST", CONTACT, {
          body: { email: "v@example.com", subject: "Hi", message: "Short." },
        });
        expect(response.status).toBe(200);
      });

      it.each([
        [{ ...VALID, email: undefined }, "email is required"],
        [{ ...VALID, email: "nope" }, "email: Enter a valid email address, like name@example.com."],
        [{ ...VALID, subject: "   " }, "subject is required"],
        [{ ...VALID, message: "" }, "message is required"],
        [{ ...VALID, subject: "s".repeat(201) }, "subject must be at most 200 characters long"],
        [{ ...VALID, message: "m".repeat(5001) }, "message must be at most 5000 characters long"],
        [{ ...VALID, subject: "a\u0000b" }, "subject contains characters that are not allowed"],
        [{ ...VALID, name: ["Ada"] }, "name must be a string"],
      ])("should refuse %j with a readable 400", async (body, message) => {
        const response = await api.call("POST", CONTACT, { body });
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
      });

      it("should refuse a body over 64 KiB with 413", async () => {
        const response = await api.call("POST", CONTACT, {
          body: { ...VALID, message: "m".repeat(70_000) },
        });
        expect(response.status).toBe(413);
      });

      it("should limit messages per IP with 429", async () => {
        const body = { ...VALID, subject: "Rate limited" };
        expect((await limited.call("POST", CONTACT, { body })).status).toBe(200);
        expect((await limited.call("POST", CONTACT, { body })).status).toBe(200);
        const third = await limited.call("POST", CONTACT, { body });
        expect(third.status).toBe(429);
        expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
        // Nothing stored for the refused one.
        const stored = await limited.app.database.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.subject, "Rate limited"))
          .orderBy(desc(contactMessages.id));
        expect(stored).toHaveLength(2);
      });
    });

    describe("the remote promotion config", () => {
      it("should answer the four keys as JSON strings, {} by default, cacheable for 60 s", async () => {
        const response = await api.call("GET", REMOTE);
        expect(response.status).toBe(200);
        expect(response.body.data).toEqual({
          promotion: "{}",
          promotion_l10n: "{}",
          debug_promotion: "{}",
          debug_promotion_l10n: "{}",
        });
        expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      });

      it("should serve what an operator set", async () => {
        const value = await setRemoteConfigValue(
          api.app.database.db,
          "promotion",
          '{ "startTime": "2026-11-20T00:00:00Z", "endTime": "2026-11-30T00:00:00Z" }',
        );
        expect(value).toBe('{"startTime":"2026-11-20T00:00:00Z","endTime":"2026-11-30T00:00:00Z"}');
        const response = await api.call<Record<string, string>>("GET", REMOTE);
        expect(JSON.parse(response.body.data?.promotion ?? "")).toEqual({
          startTime: "2026-11-20T00:00:00Z",
          endTime: "2026-11-30T00:00:00Z",
        });
      });

      it("should refuse a value that is not JSON, and an unknown key", async () => {
        await expect(
          setRemoteConfigValue(api.app.database.db, "promotion", "{oops"),
        ).rejects.toThrow(/^The value is not valid JSON/);
        await expect(
          setRemoteConfigValue(api.app.database.db, "banner", "{}"),
        ).rejects.toBeInstanceOf(RemoteConfigError);
      });

      it("should have no public write endpoint", async () => {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          expect((await api.call(method, REMOTE, { body: { promotion: "{}" } })).status).toBe(404);
        }
      });

      it("should require X-App-Type", async () => {
        expect((await api.call("GET", REMOTE, { appType: null })).status).toBe(400);
      });
    });

    describe("the development outbox page", () => {
      it("should list the mail as escaped HTML with the link clickable", async () => {
        await api.app.database.db.insert(outbox).values({
          to: "eve@example.com",
          subject: "<script>alert(1)</script>",
          text: 'Code: 123456\nOpen https://mvpn.example/forgetpassword?email=a%40b.co&code=123456&type=reset_password\n<img src=x onerror="x">',
          template: "verification",
        });
        const response = await fetch(`${api.baseUrl}/dev/outbox`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        const html = await response.text();
        expect(html).toContain("&#60;script&#62;alert(1)&#60;/script&#62;");
        expect(html).not.toContain("<script>");
        expect(html).not.toContain("<img");
        expect(html).toContain(
          '<a href="https://mvpn.example/forgetpassword?email=a%40b.co&#38;code=123456&#38;type=reset_password">',
        );
      });

      it("should not exist in production", async () => {
        const production = await buildApp(
          testConfig({
            DATA_DIR: api.app.config.dataDir,
            NODE_ENV: "production",
            ALTCHA_HMAC_KEY: "k".repeat(32),
          }),
          { database: api.app.database },
        );
        try {
          const response = await production.inject({ url: "/dev/outbox" });
          expect(response.statusCode).toBe(404);
        } finally {
          await production.close();
        }
      });
    });
  });
});
