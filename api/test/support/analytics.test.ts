import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "../../src/db/schema/index.js";
import { startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";

const EVENTS = "/api/mms/analytics/v1/events";

function event(name: string, extra: Record<string, unknown> = {}) {
  return {
    event_name: name,
    event_datetime: "2026-11-16 10:00:00",
    event_timestamp: 1_795_000_000_000,
    event_params: [
      { key: "page", value: "/pricing" },
      { key: "step", value: 2 },
    ],
    front_id: "3f1e8a5c-0000-4000-8000-000000000001",
    user_properties: {
      channel: "cj",
      cpsType: "cj",
      cpsCookie: "abc",
      hab: "h",
      pab: "p",
      utm_source: "news",
    },
    language: "en",
    device: { os_name: "Windows", os_version: "10", isIos: false },
    country: "Germany",
    country_code: "DE",
    app_name: "Web_Master",
    ip: "203.0.113.9",
    app_type: 501,
    app_info: "site 1.0",
    ...extra,
  };
}

describe.each(databaseTargets)("given analytics ingestion on $name", (target) => {
  describe.skipIf(!target.available)("over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startApi(target);
    });

    afterAll(async () => {
      await api?.close();
    });

    async function storedFor(userId: string) {
      return api.app.database.db
        .select()
        .from(analyticsEvents)
        .where(eq(analyticsEvents.userId, userId));
    }

    it("should store every event before acknowledging them", async () => {
      const userId = "front-ack";
      const response = await api.call("POST", EVENTS, {
        body: {
          user_id: userId,
          events: [event("page_view"), event("click", { event_timestamp: "1795000000001" })],
        },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: 0, message: "ok", data: { accepted: 2, dropped: 0 } });
      // Acknowledged means committed: no waiting needed.
      const rows = await storedFor(userId);
      expect(rows.map((row) => row.eventName).sort()).toEqual(["click", "page_view"]);
      const click = rows.find((row) => row.eventName === "click");
      expect(click).toMatchObject({
        eventTimestamp: 1_795_000_000_001,
        appType: 501,
        clientIp: "127.0.0.1",
      });
      expect(click?.event).toMatchObject({
        user_properties: { channel: "cj", utm_source: "news" },
        country_code: "DE",
      });
    });

    it("should drop fields the schema does not know", async () => {
      const userId = "front-strip";
      await api.call("POST", EVENTS, {
        body: {
          user_id: userId,
          events: [event("x", { secret: "drop me", user_properties: { channel: "a", evil: 1 } })],
        },
      });
      const [row] = await storedFor(userId);
      expect(row?.event).not.toHaveProperty("secret");
      const stored = row?.event as { user_properties?: object } | undefined;
      expect(stored?.user_properties).toEqual({ channel: "a" });
    });

    it("should store events sent by many requests at once, each acknowledged one exactly once", async () => {
      const userId = "front-burst";
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          api.call("POST", EVENTS, {
            body: {
              user_id: userId,
              events: Array.from({ length: 25 }, (_, j) => event(`e${i}-${j}`)),
            },
          }),
        ),
      );
      expect(responses.every((response) => response.status === 200)).toBe(true);
      const [stored] = await api.app.database.db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.userId, userId));
      expect(stored?.n).toBe(1000);
    });

    it("should store every acknowledged event when the server shuts down under load", async () => {
      // A second instance on the same database, closed (as on SIGTERM) while requests are in flight.
      const closing = await startApi(target, { shareDatabaseWith: api });
      const userId = "front-shutdown";
      const sent = Array.from({ length: 30 }, (_, i) =>
        closing
          .call("POST", EVENTS, {
            body: {
              user_id: userId,
              events: Array.from({ length: 10 }, (_, j) => event(`s${i}-${j}`)),
            },
          })
          .then((response) => (response.status === 200 ? 10 : 0))
          .catch(() => 0),
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      await closing.close();
      const acknowledged = (await Promise.all(sent)).reduce((sum, n) => sum + n, 0);
      const [stored] = await api.app.database.db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(eq(analyticsEvents.userId, userId));
      expect(Number(stored?.n)).toBeGreaterThanOrEqual(acknowledged);
    });

    it.each([
      [{ events: [event("a")] }, "user_id is required"],
      [{ user_id: "u", events: [] }, "events must contain at least 1 item"],
      [{ user_id: "u" }, "events is required"],
      [{ user_id: "u", events: [{}] }, "events.0.event_name is required"],
      [
        { user_id: "u", events: [event("")] },
        "events.0.event_name must be at least 1 character long",
      ],
      [
        { user_id: "u", events: [event("a", { event_params: "x" })] },
        "events.0.event_params must be a list",
      ],
      [
        { user_id: "u", events: [event("a", { language: "l".repeat(17) })] },
        "events.0.language must be at most 16 characters long",
      ],
      [{ user_id: "u", events: "nope" }, "events must be a list"],
      [{ user_id: 7, events: [event("a")] }, "user_id must be a string"],
    ])("should refuse %j with a readable 400", async (body, message) => {
      const response = await api.call("POST", EVENTS, { body });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it("should refuse more than 100 events", async () => {
      const response = await api.call("POST", EVENTS, {
        body: { user_id: "u", events: Array.from({ length: 101 }, () => ({ event_name: "a" })) },
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe("events must contain at most 100 items");
    });

    it("should accept up to 256 KiB and refuse more with 413", async () => {
      const big = (size: number) => ({
        user_id: "front-big",
        events: Array.from({ length: 100 }, () => event("big", { app_info: "i".repeat(size) })),
      });
      expect((await api.call("POST", EVENTS, { body: big(1000) })).status).toBe(200); // ~ 150 KiB
      const tooBig = await api.call("POST", EVENTS, {
        body: { user_id: "u", events: [{ event_name: "x".repeat(270_000) }] },
      });
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.code).toBe(413);
    });
  });
});
