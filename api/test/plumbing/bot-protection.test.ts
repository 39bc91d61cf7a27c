import { randomBytes } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { altchaPayload } from "@mvpn/contract";
import { solveChallenge } from "altcha-lib/v1";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createAltchaVerifier } from "../../src/bot-protection/altcha.js";
import { HMAC_KEY_FILE, loadAltchaHmacKey } from "../../src/bot-protection/hmac-key.js";
import {
  createRecaptchaVerifier,
  RECAPTCHA_VERIFY_URL,
} from "../../src/bot-protection/recaptcha.js";
import { createRedisUsedTokenStore } from "../../src/bot-protection/used-tokens.js";
import { redisAvailable, TEST_REDIS_URL } from "../helpers/redis.js";
import { makeTempDir } from "../helpers/temp-dir.js";

async function solved(verifier: ReturnType<typeof createAltchaVerifier>): Promise<string> {
  const data = await verifier.challenge();
  if (data.provider !== "altcha") throw new Error("expected ALTCHA");
  const { challenge } = data;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error("could not solve the challenge");
  return altchaPayload(challenge, solution);
}

describe("given the ALTCHA verifier", () => {
  const context = { ip: "127.0.0.1", version: 2 as const };

  it("should accept a solution of its own challenge", async () => {
    const verifier = createAltchaVerifier({ hmacKey: "k".repeat(32), maxNumber: 500 });
    expect(await verifier.verify(await solved(verifier), context)).toBe(true);
  });

  it("should accept the contract's payload with the widget's time, and refuse it with another number", async () => {
    // altchaPayload is the one encoder of the site, these tests and the fault tests.
    const verifier = createAltchaVerifier({ hmacKey: "k".repeat(32), maxNumber: 500 });
    const data = await verifier.challenge();
    if (data.provider !== "altcha") throw new Error("expected ALTCHA");
    const solution = await solveChallenge(
      data.challenge.challenge,
      data.challenge.salt,
      data.challenge.algorithm,
      data.challenge.maxnumber,
    ).promise;
    if (solution === null) throw new Error("could not solve the challenge");
    const payload = JSON.parse(
      Buffer.from(altchaPayload(data.challenge, solution), "base64").toString(),
    );
    expect(payload).toEqual({
      ...data.challenge,
      maxnumber: undefined,
      number: solution.number,
      took: solution.took,
    });
    const wrong = altchaPayload(data.challenge, { number: (solution.number + 1) % 500 });
    expect(await verifier.verify(wrong, context)).toBe(false);
    expect(await verifier.verify(altchaPayload(data.challenge, solution), context)).toBe(true);
  });

  it("should refuse a solution signed with another key", async () => {
    const other = createAltchaVerifier({ hmacKey: "o".repeat(32), maxNumber: 500 });
    const verifier = createAltchaVerifier({ hmacKey: "k".repeat(32), maxNumber: 500 });
    expect(await verifier.verify(await solved(other), context)).toBe(false);
  });

  it("should refuse a solution after its 10 minutes", async () => {
    let now = Date.now();
    const verifier = createAltchaVerifier({
      hmacKey: "k".repeat(32),
      maxNumber: 500,
      now: () => now,
    });
    now -= 11 * 60 * 1000; // the challenge was made 11 minutes ago
    const token = await solved(verifier);
    expect(await verifier.verify(token, context)).toBe(false);
  });

  it.each([
    "",
    "x",
    "!!!",
    Buffer.from("[]").toString("base64"),
    Buffer.from('{"algorithm":"MD5"}').toString("base64"),
    "A".repeat(5000),
  ])("should refuse junk %#", async (junk) => {
    const verifier = createAltchaVerifier({ hmacKey: "k".repeat(32), maxNumber: 500 });
    expect(await verifier.verify(junk, context)).toBe(false);
  });
});

describe("given the reCAPTCHA verifier with an injected fetch", () => {
  function verifierAnswering(answer: unknown, status = 200) {
    const calls: Array<{ url: string; body: string }> = [];
    const fetchStub = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return new Response(JSON.stringify(answer), { status });
    }) as unknown as typeof fetch;
    return {
      calls,
      verifier: createRecaptchaVerifier({
        secret: "s3cret",
        siteKey: "site",
        minScore: 0.5,
        fetch: fetchStub,
      }),
    };
  }

  it("should post the secret, the token and the address to Google", async () => {
    const { calls, verifier } = verifierAnswering({ success: true });
    await verifier.verify("tok", { ip: "203.0.113.9", version: 2 });
    expect(calls[0]?.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(new URLSearchParams(calls[0]?.body)).toEqual(
      new URLSearchParams({ secret: "s3cret", response: "tok", remoteip: "203.0.113.9" }),
    );
  });

  it("should accept v2 on success and refuse on failure", async () => {
    expect(
      await verifierAnswering({ success: true }).verifier.verify("t", { ip: "", version: 2 }),
    ).toBe(true);
    expect(
      await verifierAnswering({ success: false }).verifier.verify("t", { ip: "", version: 2 }),
    ).toBe(false);
  });

  it("should require the minimum score for v3", async () => {
    expect(
      await verifierAnswering({ success: true, score: 0.9 }).verifier.verify("t", {
        ip: "",
        version: 3,
      }),
    ).toBe(true);
    expect(
      await verifierAnswering({ success: true, score: 0.1 }).verifier.verify("t", {
        ip: "",
        version: 3,
      }),
    ).toBe(false);
    expect(
      await verifierAnswering({ success: true }).verifier.verify("t", { ip: "", version: 3 }),
    ).toBe(false);
  });

  it("should report unavailable when Google cannot be asked", async () => {
    expect(await verifierAnswering({}, 502).verifier.verify("t", { ip: "", version: 2 })).toBe(
      "unavailable",
    );
    const failing = createRecaptchaVerifier({
      secret: "s",
      siteKey: null,
      minScore: 0.5,
      fetch: (async () => {
        throw new TypeError("fetch failed");
      }) as unknown as typeof fetch,
    });
    expect(await failing.verify("t", { ip: "", version: 2 })).toBe("unavailable");
  });

  it("should hand the site key to the client", async () => {
    expect(await verifierAnswering({}).verifier.challenge()).toEqual({
      provider: "recaptcha",
      site_key: "site",
    });
  });
});

describe("given no ALTCHA_HMAC_KEY", () => {
  it("should generate a key on first start, save it owner-only, and reuse it", async () => {
    const dir = await makeTempDir("hmac");
    try {
      const first = await loadAltchaHmacKey(undefined, dir.path);
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dir.path, HMAC_KEY_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await readFile(file, "utf8")).trim()).toBe(first);
      expect(await loadAltchaHmacKey(undefined, dir.path)).toBe(first);
    } finally {
      await dir.remove();
    }
  });

  it("should prefer the configured key", async () => {
    expect(await loadAltchaHmacKey("c".repeat(40), "/nonexistent")).toBe("c".repeat(40));
  });
});

describe.skipIf(!redisAvailable)("given used bot tokens recorded in Redis", () => {
  const redis = new Redis(TEST_REDIS_URL);
  afterAll(async () => {
    await redis.quit();
  });

  it("should let a token be claimed once", async () => {
    const store = createRedisUsedTokenStore(redis);
    const token = randomBytes(12).toString("hex");
    expect(await store.claim(token, 10_000)).toBe(true);
    expect(await store.claim(token, 10_000)).toBe(false);
  });
});
