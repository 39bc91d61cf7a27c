#!/usr/bin/env node
// `npm run visual:approve -- <story id or glob> …` (issue #39): rewrites the
// baselines of the named stories only, at every viewport, locale and brand
// they are shot in, and leaves every other baseline as it is. A reviewer who
// accepts one change can still reject another from the same run.
//   npm run visual:approve -- components-header--mobile-menu
//   npm run visual:approve -- 'compositions-checkout--*' components-plancard--all
//   npm run visual:approve -- --all        (every story: a new brand, a token change)
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const stories = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const all = args.includes("--all");
const patterns = args.filter((arg) => !arg.startsWith("--"));
if (!all && patterns.length === 0) {
  console.error(
    "Name what to approve: npm run visual:approve -- <story id or glob> … (or --all).\n" +
      "Story ids are in the report and in the baselines' names: components-header--default.",
  );
  process.exit(2);
}

const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, {
    cwd: stories,
    stdio: "inherit",
    env: { ...process.env, ...env },
  }).status ?? 1;

if (!args.includes("--no-build") && run("npm", ["run", "build-storybook"]) !== 0) process.exit(1);
// "changed": a baseline is written only when the new shot differs (or is missing),
// so approving a story whose pixels did not move leaves its files untouched too.
process.exit(
  run(
    "npx",
    ["playwright", "test", "-c", "playwright.config.ts", "--update-snapshots=changed"],
    all ? {} : { VISUAL_STORIES: patterns.join(",") },
  ),
);
