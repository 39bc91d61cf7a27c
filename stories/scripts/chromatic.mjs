#!/usr/bin/env node
// Publishes the built Storybook to Chromatic for visual review, only when a
// project token is set. Offline, chromatic hangs after failing to
// authenticate (TOOLCHAIN.md), so it always runs under `timeout 600`.
// Extra arguments are passed on to chromatic: `npm run chromatic -- --dry-run`.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TIMEOUT_SECONDS = "600";
const storiesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log("CHROMATIC_PROJECT_TOKEN is not set; skipping");
  process.exit(0);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: storiesDir, stdio: "inherit" });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// Build here rather than letting chromatic call the build script with its own
// output flag, so what is published is exactly `npm run build-storybook`.
const buildStatus = run("npm", ["run", "build-storybook"]);
if (buildStatus !== 0) process.exit(buildStatus);

// chromatic is not a dependency: fetched on demand, pinned to major 18.
// It reads the token from CHROMATIC_PROJECT_TOKEN, so it never appears in argv.
const status = run("timeout", [
  "--kill-after=10",
  TIMEOUT_SECONDS,
  "npx",
  "--yes",
  "chromatic@18",
  "--storybook-build-dir",
  "storybook-static",
  "--exit-zero-on-changes",
  ...process.argv.slice(2),
]);
if (status === 124 || status === 137) {
  console.error(`chromatic did not finish within ${TIMEOUT_SECONDS} s (no network?)`);
}
process.exit(status);
