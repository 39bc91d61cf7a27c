#!/usr/bin/env node
// The npm registry our machines reach holds only some platforms' builds of
// native packages (Biome, Rollup, Rolldown, Tailwind's oxide: linux-x64 yes,
// darwin-arm64 often not). `npm install` then leaves those optional
// platform packages out of package-lock.json, and `npm ci` refuses the lock
// as "out of sync". Recording each missing one as an optional entry for its
// own os/cpu lets `npm ci` skip it, as it skips any other platform's build.
//
//   node scripts/complete-lockfile.mjs          fix package-lock.json
//   node scripts/complete-lockfile.mjs --check  exit 1 if it needs fixing
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import semver from "semver";

const OS = [
  "darwin",
  "linux",
  "win32",
  "android",
  "freebsd",
  "openbsd",
  "netbsd",
  "openharmony",
  "sunos",
  "aix",
  "wasi",
];
const CPU = [
  "x64",
  "arm64",
  "arm",
  "ia32",
  "ppc64",
  "s390x",
  "riscv64",
  "loong64",
  "mips64el",
  "wasm32",
  "universal",
];

/**
 * @typedef {{ version?: string, dev?: boolean, optional?: boolean, os?: string[], cpu?: string[], libc?: string[], optionalDependencies?: Record<string, string> }} LockEntry
 * @typedef {{ packages?: Record<string, LockEntry> }} Lockfile
 */

/**
 * The os, cpu and libc a platform package is for, read from its name (`cli-linux-x64-musl`).
 * @param {string} name
 * @returns {Pick<LockEntry, "os" | "cpu" | "libc">}
 */
export function platformOf(name) {
  const parts = name.split("/").pop()?.split("-") ?? [];
  /** @type {Pick<LockEntry, "os" | "cpu" | "libc">} */
  const entry = {};
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (os) entry.os = [os === "wasi" ? "wasi" : os];
  if (cpu) entry.cpu = cpu === "universal" ? ["x64", "arm64"] : [cpu];
  if (parts.includes("musl") || parts.includes("musleabihf")) entry.libc = ["musl"];
  else if (os === "linux" && (parts.includes("gnu") || parts.includes("gnueabihf")))
    entry.libc = ["glibc"];
  // A wasm build runs anywhere Node does; npm must still not fetch it here.
  if (!entry.os && !entry.cpu) entry.cpu = ["wasm32"];
  return entry;
}

/**
 * Where npm would look for `name` when required from the package at `key`, nearest first.
 * @param {string} key
 * @param {string} name
 */
export function lookupKeys(key, name) {
  /** @type {string[]} */
  const keys = [];
  let base = key;
  while (base) {
    keys.push(`${base}/node_modules/${name}`);
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
  keys.push(`node_modules/${name}`);
  return keys;
}

/**
 * Adds an entry for every optional dependency the lock names but does not hold.
 * @param {Lockfile} lock
 * @returns {string[]} the keys added
 */
export function completeLockfile(lock) {
  const packages = lock.packages ?? {};
  /** @type {string[]} */
  const added = [];
  for (const [key, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const found = lookupKeys(key, name).find((k) => k in packages);
      if (found && semver.satisfies(packages[found]?.version ?? "", String(spec))) continue;
      const version = semver.minVersion(String(spec))?.version ?? String(spec);
      // The nearest copy is another version (or there is none): nest this one under its parent.
      const target = found && key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
      packages[target] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platformOf(name),
      };
      added.push(target);
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = fileURLToPath(new URL("../package-lock.json", import.meta.url));
  const lock = JSON.parse(readFileSync(file, "utf8"));
  const added = completeLockfile(lock);
  if (process.argv.includes("--check")) {
    if (added.length > 0) {
      console.error(
        `package-lock.json lacks ${added.length} optional platform packages (npm ci would refuse it): run "node scripts/complete-lockfile.mjs"`,
      );
      process.exit(1);
    }
    console.log("package-lock.json: every optional platform package is recorded");
  } else {
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: recorded ${added.length} optional platform packages`);
  }
}
