// What the long-running tests start is the build: rebuild what is stale
// first, so they never test yesterday's code (test:faults, test:scale).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

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

/** @param {string[]} args */
function npm(args) {
  const build = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Builds the api when api/dist/main.js is missing or older than api/src. */
export function ensureApiBuilt() {
  const mainJs = join(root, "api", "dist", "main.js");
  if (!existsSync(mainJs) || newest(join(root, "api", "src")) > statSync(mainJs).mtimeMs) {
    console.log("api/dist is older than api/src: building the api first");
    npm(["run", "build", "-w", "@mvpn/api"]);
  }
}

/** Runs the whole build (`npm run build`) when the site or the packages have never been built. */
export function ensureEverythingBuilt() {
  const built = [
    join(root, "site", "build", "client", "index.html"),
    join(root, "contract", "dist"),
    join(root, "api", "dist", "main.js"),
  ].every((path) => existsSync(path));
  if (!built) {
    console.log("no build yet: npm run build first");
    npm(["run", "build"]);
  }
  ensureApiBuilt();
}
