#!/usr/bin/env node
// `npm run test:faults`: the fault tests of issue #19 (api/faults/, docs/testing.md
// "Faults") against the built api. Short by default (what `npm test` runs);
// `--full` (or FAULTS_FULL=1) runs them longer with more faults. Rebuilds the
// api first when its sources are newer than dist/main.js. Other arguments go
// to Vitest (a file filter, reporters).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const full = args.includes("--full") || process.env.FAULTS_FULL === "1";
const vitestArgs = args.filter((arg) => arg !== "--full");

/**
 * The newest modification time under `dir`, in ms.
 * @param {string} dir
 * @returns {number}
 */
function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const mainJs = join(root, "api", "dist", "main.js");
if (!existsSync(mainJs) || newest(join(root, "api", "src")) > statSync(mainJs).mtimeMs) {
  console.log("api/dist is older than api/src: building the api first");
  const build = spawnSync("npm", ["run", "build", "-w", "@mvpn/api"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const result = spawnSync(
  "npx",
  ["vitest", "run", "--config", "api/vitest.faults.config.ts", ...vitestArgs],
  { cwd: root, stdio: "inherit", env: { ...process.env, FAULTS_FULL: full ? "1" : "0" } },
);
process.exit(result.status ?? 1);
