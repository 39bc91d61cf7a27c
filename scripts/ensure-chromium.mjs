#!/usr/bin/env node
// Browser tests use Debian's Chromium (TOOLCHAIN.md: never a downloaded
// browser build). A fresh machine has none, so install it when missing.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing and this user cannot install it: run "sudo apt-get install -y chromium"`,
    );
  }
  console.log("Chromium is missing: installing Debian's package (apt-get install chromium) …");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-noto-core"],
    {
      stdio: "inherit",
      env,
    },
  );
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
