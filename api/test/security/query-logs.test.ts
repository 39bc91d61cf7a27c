import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithPassword } from "../helpers/account.js";
import { RELAXED_RATE_LIMITS, startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";

type LogLine = Record<string, unknown> & { reqId?: string; err?: Record<string, unknown> };

/**
 * Issue #35, finding 4: a failed query logged drizzle's error as it is, and
 * its message and `params` carry the values: change_password's argon2 hash,
 * an analytics row's client IP and event body. A failed query now logs its
 * SQLSTATE code and a query name, never values (docs/security.md).
 */
describe.each(databaseTargets)("given a query that fails on $name", (target) => {
  describe.skipIf(!target.available)("the log of the 500", () => {
    let api: TestApi;
    const lines: LogLine[] = [];
    const errorLinesOf = (requestId: string) =>
      lines.filter((line) => line.reqId === requestId && line.err !== undefined);

    beforeAll(async () => {
      api = await startApi(target, {
        env: { LOG_LEVEL: "info" },
        deps: {
          rateLimits: RELAXED_RATE_LIMITS,
          logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) },
        },
      });
    });

    afterAll(async () => {
      await api?.close();
    });

    it("should carry no password hash when change_password's UPDATE users fails", async () => {
      const account = await accountWithPassword(api);
      // Every new hash now breaks a check: the UPDATE fails as a full disk or a lost
      // connection would, and PostgreSQL's detail would quote the whole row.
      await api.app.database.db.execute(
        sql.raw(
          `alter table users add constraint no_new_hashes check (password_hash not like '$argon2id$%') not valid`,
        ),
      );
      try {
        const response = await api.call("POST", "/api/mms/account/v1/web/change_password", {
          token: account.token,
          headers: { "x-request-id": "hash-1" },
          body: { old_password: account.password, new_password: "Chang3d-pass!" },
        });
        expect(response.status).toBe(500);
      } finally {
        await api.app.database.db.execute(
          sql.raw("alter table users drop constraint no_new_hashes"),
        );
      }
      const logged = errorLinesOf("hash-1");
      expect(logged).toHaveLength(1);
      const text = JSON.stringify(logged);
      expect(text).not.toContain("$argon2id$");
      expect(text).not.toContain("params");
      expect(text).not.toContain(account.email);
      expect(logged[0]?.err).toMatchObject({ code: "23514", query: "update users" });
    });

    it("should carry no client IP or event body when an analytics insert fails", async () => {
      await api.app.database.db.execute(
        sql.raw(
          "alter table analytics_events add constraint no_events check (event_name = '') not valid",
        ),
      );
      try {
        const response = await api.call("POST", "/api/mms/analytics/v1/events", {
          headers: { "x-request-id": "events-1" },
          body: {
            user_id: "front-7f3a",
            events: [
              {
                event_name: "private-event-name",
                event_params: [{ key: "q", value: "my-secret-search" }],
              },
            ],
          },
        });
        expect(response.status).toBe(500);
      } finally {
        await api.app.database.db.execute(
          sql.raw("alter table analytics_events drop constraint no_events"),
        );
      }
      const logged = errorLinesOf("events-1");
      expect(logged).toHaveLength(1);
      const text = JSON.stringify(logged);
      expect(text).not.toContain("127.0.0.1");
      expect(text).not.toContain("private-event-name");
      expect(text).not.toContain("my-secret-search");
      expect(text).not.toContain("front-7f3a");
      expect(logged[0]?.err).toMatchObject({
        code: "23514",
        query: "insert into analytics_events",
      });
    });
  });
});
