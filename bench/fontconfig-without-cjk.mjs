#!/usr/bin/env node
// A fontconfig file that hides the machine's Japanese faces (Debian's Noto
// CJK, which scripts/ensure-visitor-fonts.mjs installs) from a Chromium
// started with FONTCONFIG_FILE pointing at it: `/ja` then loads as on a device
// with no Noto face (an iPhone, a Windows PC), fetching whatever web font its
// stylesheet names for Japanese text (issue #34). `npm run bench` measures
// `/ja` both ways. Run by hand, it writes the file and prints its path:
//   FONTCONFIG_FILE=$(node bench/fontconfig-without-cjk.mjs /tmp/no-cjk) fc-list :lang=ja
// Same call and answer as scripts/fontconfig-without-cjk.mjs of the Japanese
// font work (issue #34), which can take its place.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fontsConfWithout } from "../scripts/bench-report.mjs";

/** @param {string[]} args fc-list's arguments; @param {NodeJS.ProcessEnv} [env] */
function fcList(args, env = process.env) {
  return execFileSync("fc-list", args, { encoding: "utf8", env })
    .split("\n")
    .map((line) => line.trim().replace(/:$/, ""))
    .filter((line) => line !== "");
}

/**
 * Writes `fonts.conf` into directory (with its own font cache) and checks it.
 * @param {{ directory: string }} where
 * @returns {{ file: string, env: { FONTCONFIG_FILE: string }, rejected: string[], left: { file: string }[] }}
 *   rejected: the folders left out; left: the Japanese faces fontconfig still
 *   finds through the file (none when it works)
 */
export function fontconfigWithoutCjk({ directory }) {
  mkdirSync(directory, { recursive: true });
  const { xml, excludedDirs } = fontsConfWithout(
    fcList([":", "file"]),
    fcList([":lang=ja", "file"]),
    { cacheDir: path.join(directory, "cache") },
  );
  const file = path.join(directory, "fonts.conf");
  writeFileSync(file, xml);
  const left = fcList([":lang=ja", "file"], { ...process.env, FONTCONFIG_FILE: file }).map(
    (found) => ({ file: found }),
  );
  return { file, env: { FONTCONFIG_FILE: file }, rejected: excludedDirs, left };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { file, left } = fontconfigWithoutCjk({
    directory: path.resolve(process.argv[2] ?? "bench/.cache/fontconfig-without-cjk"),
  });
  if (left.length > 0) console.error(`still found: ${left.map((face) => face.file).join(", ")}`);
  console.log(file);
}
