import type { BenchCase } from "../run.js";

/**
 * The plan list: the most requested call of the pricing and checkout pages.
 * Target (issue 4): ≥ 5,000 requests/s with p99 ≤ 30 ms. Served from the
 * in-memory plan catalog (10 s TTL), so it measures the request pipeline
 * (X-App-Type check, zod response serialisation, envelope), not the database.
 */
const plans: BenchCase = {
  name: "plans",
  description: "GET /api/mms/payment/v1/providers/plans (X-App-Type 501)",
  request: {
    method: "GET",
    path: "/api/mms/payment/v1/providers/plans",
    headers: { "x-app-type": "501" },
  },
  target: { minRequestsPerSecond: 5_000, maxP99Ms: 30 },
};

export default plans;
