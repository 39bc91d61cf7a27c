// Byte-identical visual baselines (issue #39): two baselines with the same
// bytes are one state approved twice, a reviewer's time spent for nothing.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The baselines of a folder that share their bytes with another, in groups
 * of file names (each group sorted, groups sorted by their first name).
 * @param {string} folder
 * @returns {string[][]}
 */
export function identicalBaselines(folder) {
  /** @type {Map<string, string[]>} */
  const byHash = new Map();
  for (const name of readdirSync(folder).filter((file) => file.endsWith(".png"))) {
    const hash = createHash("sha256")
      .update(readFileSync(path.join(folder, name)))
      .digest("hex");
    byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
  }
  return [...byHash.values()]
    .filter((names) => names.length > 1)
    .map((names) => names.sort())
    .sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/**
 * The pairs of a group nobody has explained: each file after the first
 * must be allowed to equal the one before it.
 * @param {string[][]} groups
 * @param {ReadonlyArray<{ pair: readonly [string, string] }>} allowed
 * @returns {Array<[string, string]>}
 */
export function unexplainedPairs(groups, allowed) {
  const key = (/** @type {string} */ a, /** @type {string} */ b) => [a, b].sort().join(" = ");
  const known = new Set(allowed.map(({ pair }) => key(pair[0], pair[1])));
  return groups.flatMap((names) =>
    names
      .slice(1)
      .map((name, index) => /** @type {[string, string]} */ ([names[index] ?? "", name]))
      .filter(([a, b]) => !known.has(key(a, b))),
  );
}
