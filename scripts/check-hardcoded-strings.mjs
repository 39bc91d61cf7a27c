#!/usr/bin/env node
// Fails when site/ renders text that is not from a message catalog (see hardcoded-strings.mjs).
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { findHardcodedStrings } from "./hardcoded-strings.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const skipped = /(\.test\.|\/test\/)/;

/**
 * @param {string} dir
 * @returns {AsyncGenerator<string>}
 */
async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.name.endsWith(".tsx") && !skipped.test(path)) yield path;
  }
}

let count = 0;
for await (const file of walk(join(root, "site/src"))) {
  for (const hit of findHardcodedStrings(await readFile(file, "utf8"), file)) {
    count += 1;
    console.error(
      `${relative(root, file)}:${hit.line}: ${hit.kind} not from a message catalog: ${hit.text}`,
    );
  }
}
if (count > 0) {
  console.error(
    `\n${count} hard-coded user-facing string(s) in site/: use a message (defineMessages) instead.`,
  );
  process.exit(1);
}
console.log("hard-coded strings: none in site/src");
