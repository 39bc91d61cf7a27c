// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import vectors from "../../test/fixtures/api-client-vectors.json";
import { createApiClient } from "./client";
import { RETRY_DELAY_MS, RETRY_STATUSES } from "./retry-policy";
import { createFakeServer, envelope } from "./testing/fake-server";
import { createFakeUi } from "./testing/fake-ui";

function serverAnswering(statuses: number[]) {
  let call = 0;
  return createFakeServer(() => {
    const status = statuses[Math.min(call, statuses.length - 1)] ?? 200;
    call += 1;
    return { status, data: envelope(status === 200 ? 0 : status, status === 200 ? "ok" : "busy") };
  });
}

describe("given the retry policy (SPEC.md §7: one retry on idempotent methods)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("should retry exactly SPEC.md's statuses", () => {
    expect([...RETRY_STATUSES].sort()).toEqual(vectors.http_retry.retry_statuses);
  });

  it.each(vectors.http_retry.cases)(
    "should make $attempts attempt(s) for $method answered $statuses",
    async ({ method, statuses, attempts, ok }) => {
      const server = serverAnswering(statuses);
      const http = createApiClient({ adapter: server.adapter, ui: () => createFakeUi() });
      const result = http.request({ method, url: "/api/mms/x" }).then(
        () => true,
        () => false,
      );
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      await expect(result).resolves.toBe(ok);
      expect(server.requests).toHaveLength(attempts);
    },
  );

  it.each(["PATCH", "POST", "PUT", "DELETE"])("should never retry %s", async (method) => {
    for (const status of RETRY_STATUSES) {
      const server = serverAnswering([status, 200]);
      const http = createApiClient({ adapter: server.adapter, ui: () => createFakeUi() });
      const result = http.request({ method, url: "/api/mms/x" }).catch(() => "rejected");
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      await expect(result).resolves.toBe("rejected");
      expect(server.requests, `${method} ${status}`).toHaveLength(1);
    }
  });

  it.each([...RETRY_STATUSES])("should retry a GET answered %i once", async (status) => {
    const server = serverAnswering([status, 200]);
    const http = createApiClient({ adapter: server.adapter, ui: () => createFakeUi() });
    const result = http.get("/api/mms/x");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(result).resolves.toMatchObject({ status: 200 });
    expect(server.requests).toHaveLength(2);
  });

  it("should wait the retry pause before the second attempt", async () => {
    const server = serverAnswering([503, 200]);
    const http = createApiClient({ adapter: server.adapter, ui: () => createFakeUi() });
    const result = http.get("/api/mms/x");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await result;
    expect(server.requests).toHaveLength(2);
  });

  it("should not retry a GET answered 404 or 400", async () => {
    for (const status of [400, 401, 404]) {
      const server = serverAnswering([status, 200]);
      const http = createApiClient({ adapter: server.adapter, ui: () => createFakeUi() });
      const result = http.get("/api/mms/x").catch(() => "rejected");
      await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      await expect(result).resolves.toBe("rejected");
      expect(server.requests).toHaveLength(1);
    }
  });

  it("should resend the Authorization and X-App-Type headers on the retry", async () => {
    const server = serverAnswering([502, 200]);
    const http = createApiClient({
      adapter: server.adapter,
      ui: () => createFakeUi(),
      session: { token: () => "tok", clear: () => {} },
    });
    const result = http.get("/api/mms/x");
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await result;
    expect(server.requests[1]?.headers).toMatchObject({
      "X-App-Type": "501",
      Authorization: "Bearer tok",
    });
  });
});
