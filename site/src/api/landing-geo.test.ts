import { describe, expect, it, vi } from "vitest";
import { fetchLandingGeo } from "./landing-geo";

const GERMANY = { user_ip: "203.0.113.9", country: "Germany", country_code: "DE" };
const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe("given the start-up geo fetch as a page lands (SPEC.md §7 geo_info)", () => {
  it("should POST an empty body with X-App-Type 501, and the bearer token when one exists", async () => {
    const send = answer(200, { code: 0, message: "ok", data: GERMANY });
    await expect(
      fetchLandingGeo({ token: "t0k", apiBase: "https://api.example", fetch: send }),
    ).resolves.toEqual(GERMANY);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe("https://api.example/api/mms/account/v1/geo_info");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({
      "X-App-Type": "501",
      Authorization: "Bearer t0k",
      "Content-Type": "application/json",
    });
  });

  it("should send no Authorization header without a token", async () => {
    const send = answer(200, { code: 0, message: "ok", data: GERMANY });
    await fetchLandingGeo({ token: null, fetch: send });
    expect(Object.keys(send.mock.calls[0]?.[1]?.headers ?? {})).not.toContain("Authorization");
  });

  it.each([
    ["a 400", answer(400, { code: 400, message: "The X-App-Type header is required" })],
    ["a non-zero code", answer(200, { code: 50008, message: "expired" })],
    ["no envelope", answer(200, "<html>")],
    [
      "a network failure",
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("offline"))),
    ],
  ])(
    "should return null on %s (SPEC.md §8 'Geo fetch failure: null returned')",
    async (_, send) => {
      await expect(fetchLandingGeo({ token: null, fetch: send })).resolves.toBeNull();
    },
  );
});
