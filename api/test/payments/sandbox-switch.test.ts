import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApi, type TestApi } from "../helpers/api.js";
import { databaseTargets } from "../helpers/databases.js";

const pglite = databaseTargets[0];
if (!pglite) throw new Error("no PGlite target");

/** Builds the api with PAYMENTS_* variables set only while it is being built. */
async function withEnv<T>(env: Record<string, string>, build: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await build();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

describe("given the api with the payments sandbox switched off (PAYMENTS_SANDBOX=off)", () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await withEnv({ PAYMENTS_SANDBOX: "off" }, () => startApi(pglite));
  });

  afterAll(async () => {
    await api?.close();
  });

  it("should offer no provider, but still list the plans", async () => {
    const params = await api.call("GET", "/api/mms/payment/v1/providers/common/params");
    expect(params.body.data).toMatchObject({ sandbox: false, providers: [] });
    const plans = await api.call<{ list: unknown[] }>("GET", "/api/mms/payment/v1/providers/plans");
    expect(plans.body.data?.list).toHaveLength(3);
  });

  it("should answer 503 to a purchase and to the s1 public key", async () => {
    const purchase = await api.call("POST", "/api/mms/payment/v1/providers/ps/purchase", {
      body: { plan_id: 1 },
      // Checked after sign-in: use a real session.
      token: await newSessionToken(api),
    });
    expect(purchase.status).toBe(503);
    expect(purchase.body).toEqual({
      code: 503,
      message: "This payment method is not available at the moment.",
    });
    const key = await api.call("GET", "/api/mms/payment/v1/providers/s1/publickey");
    expect(key.status).toBe(503);
  });

  it("should not serve the sandbox pages or the card tokeniser", async () => {
    const page = await fetch(
      new URL("/sandbox/ps/checkout/4b4c0f5e-4c1b-4bb5-9d8e-1f2a3b4c5d6e", api.baseUrl),
    );
    expect(page.status).toBe(404);
    const tokens = await fetch(new URL("/sandbox/s1/tokens", api.baseUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(tokens.status).toBe(404);
  });
});

describe("given a provider secret for which this build has no live adapter", () => {
  it("should refuse to start, naming the variable, rather than fall back to the sandbox", async () => {
    await expect(
      withEnv({ PAYMENTS_PS_SECRET: "sk_live_123" }, () => startApi(pglite)),
    ).rejects.toThrow(/PAYMENTS_PS_SECRET is set, but this build has no live adapter for "ps"/);
  });
});

async function newSessionToken(api: TestApi): Promise<string> {
  const { users } = await import("../../src/db/schema/index.js");
  const { createSession } = await import("../../src/auth/sessions.js");
  const db = api.app.database.db;
  const [user] = await db
    .insert(users)
    .values({ email: `off-${Date.now()}@example.com` })
    .returning();
  if (!user) throw new Error("no user");
  return (await createSession(db, { userId: user.id, appType: 501, userAgent: undefined })).token;
}
