// @vitest-environment jsdom
import { ENDPOINTS } from "@mvpn/contract/constants";
import type { AxiosAdapter } from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiCalls } from "../api/calls";
import { createApiClient } from "../api/client";
import { mms } from "../api/envelope";
import { createFakeServer, envelope, type FakeReply, ok } from "../api/testing/fake-server";
import { createFakeUi } from "../api/testing/fake-ui";
import { apiSource } from "./api-source";
import { REMOTE_CONFIG_DEFAULTS, REMOTE_CONFIG_FETCH_TIMEOUT_MS } from "./remote-config-values";

/** The site's api client, answered by `adapter` instead of the network. */
const callsWith = (adapter: AxiosAdapter) => async () =>
  createApiCalls(
    createApiClient({
      baseURL: "https://api.test",
      adapter,
      ui: () => createFakeUi(),
      sleep: async () => undefined,
    }),
  );

function serving(reply: FakeReply) {
  const server = createFakeServer(() => reply);
  return { server, calls: callsWith(server.adapter) };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("given the api's remote config (docs/api.md GET config/v1/remote)", () => {
  it("should GET it through the site's api client, with X-App-Type 501, and return the four strings", async () => {
    const { server, calls } = serving(
      ok({ ...REMOTE_CONFIG_DEFAULTS, promotion: '{"startTime":1}' }),
    );

    const values = await apiSource({ calls }).load();

    expect(values.promotion).toBe('{"startTime":1}');
    expect(values.debug_promotion).toBe("{}");
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({
      method: "GET",
      url: mms(ENDPOINTS.remoteConfig.path),
    });
    expect(server.requests[0]?.headers["X-App-Type"]).toBe("501");
  });

  it("should read a key that is missing or not text as '{}'", async () => {
    const { calls } = serving(ok({ promotion: 42, promotion_l10n: '{"a":{}}' }));
    await expect(apiSource({ calls }).load()).resolves.toEqual({
      promotion: "{}",
      promotion_l10n: '{"a":{}}',
      debug_promotion: "{}",
      debug_promotion_l10n: "{}",
    });
  });

  it("should reject on an error answer, without a dialog", async () => {
    const ui = createFakeUi();
    const server = createFakeServer(() => ({ status: 400, data: envelope(400, "nope") }));
    const calls = async () =>
      createApiCalls(createApiClient({ baseURL: "", adapter: server.adapter, ui: () => ui }));
    await expect(apiSource({ calls }).load()).rejects.toMatchObject({ code: 400 });
    expect(ui.alert).not.toHaveBeenCalled();
  });

  it("should give up after SPEC.md §9's fetch timeout of 60 s", async () => {
    expect(REMOTE_CONFIG_FETCH_TIMEOUT_MS).toBe(60_000);
    let aborted = false;
    // An api that never answers, until the call is abandoned.
    const silent: AxiosAdapter = (config) =>
      new Promise((_resolve, reject) => {
        config.signal?.addEventListener?.("abort", () => {
          aborted = true;
          reject(new Error("aborted"));
        });
      });
    const load = apiSource({ calls: callsWith(silent) }).load();
    let error: Error | undefined;
    load.catch((e: Error) => {
      error = e;
    });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(error?.message).toBe("remote config: timed out");
    expect(aborted).toBe(true);
  });
});
