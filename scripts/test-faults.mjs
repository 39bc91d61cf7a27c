#!/usr/bin/env node
// `npm run test:faults`: the fault tests of issue #19 (api/faults/, docs/testing.md
// "Faults") against the built api. Short by default (what `npm test` runs);
// `--full` (or FAULTS_FULL=1) runs them longer with more faults. Rebuilds the
// api first when its sources are newer than dist/main.js. Other arguments go
// to Vitest (a file filter, reporters).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ensureApiBuilt } from "./ensure-build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const full = args.includes("--full") || process.env.FAULTS_FULL === "1";
const vitestArgs = args.filter((arg) => arg !== "--full");

ensureApiBuilt();

const result = spawnSync(
  "npx",
  ["vitest", "run", "--config", "api/vitest.faults.config.ts", ...vitestArgs],
  { cwd: root, stdio: "inherit", env: { ...process.env, FAULTS_FULL: full ? "1" : "0" } },
);
process.exit(result.status ?? 1);
