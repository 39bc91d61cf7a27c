#!/usr/bin/env node
// What a visitor's device has and a bare build machine lacks: a system
// Japanese face. Every phone and desktop a Japanese visitor uses ships one
// (Noto Sans CJK on Android and most Linux, Hiragino on Apple, Yu Gothic and
// Meiryo on Windows): "Japanese Local" (tokens) names them, so a Japanese
// page draws with it and fetches none of the web font's slices (ADR 0025). A
// machine without any fetches the slices and lays Japanese out blank with the
// placeholder face until they arrive. `npm run bench` installs Debian's Noto
// CJK so that it measures what a visitor gets, and can hide it again per run
// (scripts/fontconfig-without-cjk.mjs); tests do not need it.
import { execFileSync } from "node:child_process";

export const JAPANESE_FONT_PACKAGE = "fonts-noto-cjk";

function hasJapaneseFont() {
  try {
    return execFileSync("fc-list", [":lang=ja", "family"], { encoding: "utf8" }).trim() !== "";
  } catch {
    return false;
  }
}

/** Installs Debian's Noto CJK when no Japanese face is there; returns a note when it cannot. */
export function ensureVisitorFonts() {
  if (hasJapaneseFont()) return undefined;
  if (process.getuid?.() !== 0) {
    return `no system Japanese font and this user cannot install ${JAPANESE_FONT_PACKAGE}: /ja is measured with .notdef boxes before its web font arrives`;
  }
  console.log(`No system Japanese font: installing Debian's ${JAPANESE_FONT_PACKAGE} …`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", JAPANESE_FONT_PACKAGE],
    {
      stdio: "inherit",
      env,
    },
  );
  return hasJapaneseFont()
    ? undefined
    : `${JAPANESE_FONT_PACKAGE} installed, but fc-list finds no Japanese font`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const note = ensureVisitorFonts();
  if (note) console.warn(note);
}
