// Saves the plan lists the site prerenders its pricing page with:
//   npm run plans:snapshot -w @mvpn/api
// It starts the api on a fresh embedded database (the seeded plans, as a new
// deployment serves them) and writes what GET payment/v1/providers/plans
// answers the web product (X-App-Type 501), so the prices in the prerendered
// HTML are the api's own answer, not a copy of its rules.
// test/payments/plan-snapshot.test.ts fails while the saved file is stale.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { repoRoot } from "../src/paths.js";
import { PLAN_SNAPSHOT_FILE, planSnapshotText } from "../src/payments/plans/plan-snapshot.js";

const target = path.join(repoRoot, PLAN_SNAPSHOT_FILE);
await writeFile(target, await planSnapshotText());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
