import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { analyticsEvents } from "../../src/db/schema/index.js";
import type { BenchCase, BenchRequest } from "../run.js";

const EVENTS_PER_REQUEST = 50;
const DISTINCT_BODIES = 16;
const TARGET_EVENTS_PER_SECOND = 10_000;

// All events of this run carry this user_id, so the check counts exactly them.
const runId = `bench-${randomUUID()}`;

function event(i: number, j: number) {
  return {
    event_name: j % 5 === 0 ? "page_view" : "click",
    event_datetime: "2026-11-22 10:00:00",
    event_timestamp: 1_795_300_000_000 + i * 1000 + j,
    event_params: [
      { key: "page", value: "/pricing" },
      { key: "position", value: j },
    ],
    front_id: runId,
    user_properties: { channel: "organic", utm_source: "bench", utm_medium: "load" },
    language: "en",
    device: { os_name: "Windows", os_version: "10", isIos: false },
    country: "Germany",
    country_code: "DE",
    app_name: "Web_Master",
    ip: "203.0.113.9",
    app_type: 501,
    app_info: "bench",
  };
}

/**
 * Analytics ingestion: requests of 50 events. Target (issue 4): ≥ 10,000
 * events/s, and every acknowledged event stored: after the load, the rows of
 * this run must be at least the events of all 2xx answers (warm-up included).
 * More is possible (requests cut off by the end of the run after their batch
 * committed), fewer would be a lost event.
 */
const events: BenchCase = {
  name: "events",
  description: `POST /api/mms/analytics/v1/events with ${EVENTS_PER_REQUEST} events per request`,
  async prepare() {
    return Array.from(
      { length: DISTINCT_BODIES },
      (_, i): BenchRequest => ({
        method: "POST",
        path: "/api/mms/analytics/v1/events",
        headers: { "x-app-type": "501", "content-type": "application/json" },
        body: JSON.stringify({
          user_id: runId,
          events: Array.from({ length: EVENTS_PER_REQUEST }, (_, j) => event(i, j)),
        }),
      }),
    );
  },
  async check({ app }, load) {
    // Let requests that were still in flight when autocannon stopped finish.
    for (let i = 0; i < 100; i += 1) {
      const { pendingRows, writesInFlight } = app.analyticsBuffer.stats;
      if (pendingRows === 0 && writesInFlight === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [row] = await app.database.db
      .select({ stored: count() })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, runId));
    const stored = Number(row?.stored ?? 0);
    const acknowledged = (load.warmup.ok2xx + load.measured.ok2xx) * EVENTS_PER_REQUEST;
    const eventsPerSecond = Math.round(
      (load.measured.ok2xx * EVENTS_PER_REQUEST) / load.durationSeconds,
    );
    return {
      figures: {
        "events/s": eventsPerSecond,
        acknowledged,
        stored,
        lost: Math.max(0, acknowledged - stored),
      },
      met: eventsPerSecond >= TARGET_EVENTS_PER_SECOND && stored >= acknowledged,
    };
  },
  // The request rate follows from the event target (50 events per request).
  // p99: a request waits for its batch (up to 250 ms) and the writes queued before it.
  target: {
    minRequestsPerSecond: Math.ceil(TARGET_EVENTS_PER_SECOND / EVENTS_PER_REQUEST),
    maxP99Ms: 2_000,
  },
};

export default events;
