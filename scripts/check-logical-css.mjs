#!/usr/bin/env node
// Fails when anything that can render in Arabic uses a physical direction
// (SPEC.md §1: Arabic is right to left). Biome's noTailwindRestrictedClasses
// rule catches utilities in className, cn() and cva(); this check also covers
// plain strings, `@apply`, CSS properties and React style objects.
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { findPhysicalDirection } from "./physical-direction.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const roots = ["design-system/src", "site/src"];
const sourceFile = /\.(tsx?|css|mdx?)$/;
const skipped = /(\.test\.|\.stories\.|\/test\/|__fixtures__)/;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* walk(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* walk(path);
    } else if (sourceFile.test(entry.name)) {
      yield path;
    }
  }
}

let count = 0;
for (const base of roots) {
  for await (const file of walk(join(root, base))) {
    const name = relative(root, file);
    if (skipped.test(name)) continue;
    for (const finding of findPhysicalDirection(await readFile(file, "utf8"), name)) {
      count += 1;
      console.error(`${name}:${finding.line}: ${finding.match} → use ${finding.use}`);
    }
  }
}
if (count > 0) {
  console.error(
    `\n${count} physical-direction use(s) found: use logical properties (ms-/me-/ps-/pe-/start-/end-/text-start).`,
  );
  process.exit(1);
}
console.log("logical-css: no physical-direction utilities or properties");
