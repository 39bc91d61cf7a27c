import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { APP_TYPE } from "@mvpn/contract/constants";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.js";
import { loadConfig } from "../../config.js";

/** Where the site reads the prerendered plan lists from (relative to the repository root). */
export const PLAN_SNAPSHOT_FILE = "site/src/pricing/plans.snapshot.json";

/** The plan lists the site prerenders: everyone's, the affiliate set a CJ visitor gets, the trial offer. */
const SNAPSHOT_SETS = [
  { name: "default", query: "", headers: {} },
  { name: "cj", query: "", headers: { "x-from": "CJ" } },
  { name: "trial", query: "?offer=trial", headers: {} },
] as const;

const WEB_APP_TYPE = String(APP_TYPE);

/**
 * What GET payment/v1/providers/plans answers the web product for each plan
 * set and the trial offer, in USD, read from `app` (a running api with the
 * seeded plans).
 */
export async function readPlanSnapshot(app: FastifyInstance): Promise<Record<string, unknown>> {
  const snapshot: Record<string, unknown> = {};
  for (const set of SNAPSHOT_SETS) {
    const response = await app.inject({
      method: "GET",
      url: `/api/mms/payment/v1/providers/plans${set.query}`,
      headers: { "x-app-type": WEB_APP_TYPE, ...set.headers },
    });
    const body = response.json() as { code: number; data?: unknown }; // code 0: success (docs/api.md)
    if (response.statusCode !== 200 || body.code !== 0) {
      throw new Error(`plans (${set.name}) answered ${response.statusCode}: ${response.body}`);
    }
    snapshot[set.name] = body.data;
  }
  return snapshot;
}

/** The snapshot as saved: the seeded api's answer, from a throw-away embedded database. */
export async function planSnapshotText(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mvpn-plans-"));
  const app = await buildApp(
    loadConfig({
      NODE_ENV: "development",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      SITE_DIR: dataDir,
      ALTCHA_HMAC_KEY: "x".repeat(32),
    }),
  );
  try {
    await app.ready();
    return `${JSON.stringify(await readPlanSnapshot(app), null, 2)}\n`;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
