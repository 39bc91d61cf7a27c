import type { BenchCase } from "../run.js";

/**
 * geo_info: called on every first page view. Target (issue 4): ≥ 5,000
 * requests/s with p99 ≤ 30 ms. An in-memory MMDB lookup (the caller is
 * 127.0.0.1 here, answered "unknown" after the lookup), so it measures the
 * request pipeline: X-App-Type, JSON body parsing, zod serialisation, the envelope.
 */
const geoInfo: BenchCase = {
  name: "geo_info",
  description: "POST /api/mms/account/v1/geo_info (empty body, X-App-Type 501)",
  request: {
    method: "POST",
    path: "/api/mms/account/v1/geo_info",
    headers: { "x-app-type": "501" },
  },
  target: { minRequestsPerSecond: 5_000, maxP99Ms: 30 },
};

export default geoInfo;
