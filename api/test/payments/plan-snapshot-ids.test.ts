import { readFile } from "node:fs/promises";
import path from "node:path";
import { APP_TYPE } from "@mvpn/contract/constants";
import { describe, expect, it } from "vitest";
import { seededPlanRows } from "../../src/db/seed-payments.js";
import { repoRoot } from "../../src/paths.js";
import { PLAN_SNAPSHOT_FILE } from "../../src/payments/plans/plan-snapshot.js";

// The site prerenders a checkout per plan id of this file, and the server answers
// every other id 404 (issue #37, SPEC.md §2 validate): so it must name every plan
// the seed puts on sale for the web product, in one of its sets, and no other.
describe("given the seeded plans (db/seed-payments.ts) and the site's plan snapshot", () => {
  it("should hold every seeded plan of the web product (X-App-Type 501), and nothing else", async () => {
    const saved = JSON.parse(
      await readFile(path.join(repoRoot, PLAN_SNAPSHOT_FILE), "utf8"),
    ) as Record<string, { list: { id: number }[] }>;
    const inSnapshot = Object.values(saved).flatMap((set) => set.list.map((plan) => plan.id));
    const seeded = seededPlanRows()
      .plans.filter((plan) => plan.productType === APP_TYPE)
      .map((plan) => plan.id);
    expect(inSnapshot.sort((a, b) => a - b)).toEqual(seeded.sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(seeded.length).toBeGreaterThan(0);
  });
});
