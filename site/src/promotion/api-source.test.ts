import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_TYPE } from "../api/app-type";
import { apiSource, REMOTE_CONFIG_PATH } from "./api-source";
import { REMOTE_CONFIG_DEFAULTS, REMOTE_CONFIG_FETCH_TIMEOUT_MS } from "./remote-config-values";

const envelope = (data: unknown, code = 0) =>
  new Response(JSON.stringify({ code, message: code === 0 ? "ok" : "nope", data }));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("given the api's remote config (docs/api.md GET config/v1/remote)", () => {
  it("should GET it with X-App-Type 501 and return the four strings", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      envelope({ ...REMOTE_CONFIG_DEFAULTS, promotion: '{"startTime":1}' }),
    );

    const values = await apiSource({ apiBase: "https://api.test", fetch }).load();

    expect(values.promotion).toBe('{"startTime":1}');
    expect(values.debug_promotion).toBe("{}");
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`https://api.test${REMOTE_CONFIG_PATH}`);
    expect(init?.headers).toEqual({ "X-App-Type": String(APP_TYPE) });
  });

  it("should read a key that is missing or not text as '{}'", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      envelope({ promotion: 42, promotion_l10n: '{"a":{}}' }),
    );
    await expect(apiSource({ fetch }).load()).resolves.toEqual({
      promotion: "{}",
      promotion_l10n: '{"a":{}}',
      debug_promotion: "{}",
      debug_promotion_l10n: "{}",
    });
  });

  it("should reject on an HTTP error or an error envelope", async () => {
    const failing = vi.fn<typeof globalThis.fetch>(async () => new Response("", { status: 503 }));
    await expect(apiSource({ fetch: failing }).load()).rejects.toThrow("HTTP 503");
    const refused = vi.fn<typeof globalThis.fetch>(async () => envelope(null, 400));
    await expect(apiSource({ fetch: refused }).load()).rejects.toThrow("code 400");
  });

  it("should give up after SPEC.md §9's fetch timeout of 60 s", async () => {
    expect(REMOTE_CONFIG_FETCH_TIMEOUT_MS).toBe(60_000);
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const load = apiSource({ fetch }).load();
    let error: Error | undefined;
    load.catch((e: Error) => {
      error = e;
    });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);

    expect(error?.message).toBe("remote config: timed out");
  });
});
