import { createSession } from "../../src/auth/sessions.js";
import { users } from "../../src/db/schema/index.js";
import type { BenchCase } from "../run.js";

/**
 * profile: a signed-in call with two queries (session + user by token hash,
 * then the VIP end from subscriptions). Target (issue 4): ≥ 2,000 requests/s
 * on PostgreSQL (with TEST_DATABASE_URL or BENCH_DATABASE_URL). PGlite (one
 * connection, PostgreSQL compiled to WebAssembly, in the server's own thread)
 * has no target: its figure is recorded against a floor that only catches a
 * collapse (docs/benchmarks.md).
 */
const profile: BenchCase = {
  name: "profile",
  description: "GET /api/mms/account/v1/web/profile with a bearer token",
  async prepare({ app }) {
    const db = app.database.db;
    const [user] = await db
      .insert(users)
      .values({ email: `bench.${Date.now()}@example.com`, passwordHash: null })
      .returning();
    if (user === undefined) throw new Error("could not create the bench user");
    const { token } = await createSession(db, {
      userId: user.id,
      appType: 501,
      userAgent: "autocannon",
    });
    return {
      method: "GET",
      path: "/api/mms/account/v1/web/profile",
      headers: { "x-app-type": "501", authorization: `Bearer ${token}` },
    };
  },
  target: (database) =>
    database === "postgres"
      ? { minRequestsPerSecond: 2_000, maxP99Ms: 50 }
      : { minRequestsPerSecond: 100, maxP99Ms: 5_000 },
};

export default profile;
