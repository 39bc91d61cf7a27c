#!/usr/bin/env node
// Chromium as a visitor's device without Noto CJK sees fonts (issue #34): a
// fontconfig configuration that is the machine's own (/etc/fonts/fonts.conf:
// its font directories, aliases and rendering settings) but rejects every
// font file that covers Japanese, or only those whose family matches `only`.
// Run Chromium (or Lighthouse's Chromium) with FONTCONFIG_FILE set to the
// file it writes: fontconfig then lists no such face, so neither a
// `font-family` name nor a `local()` source in an @font-face finds one, and a
// Japanese page draws with what its CSS brings (the web font). The machine's
// fonts are not touched, and other processes keep seeing them.
//
//   import { fontconfigWithoutCjk } from "../scripts/fontconfig-without-cjk.mjs";
//   const { env, rejected } = fontconfigWithoutCjk({ directory: tmp });
//   spawn(CHROMIUM_PATH, args, { env: { ...process.env, ...env } });
//
// fontconfigWithJapaneseStandIn: a device whose Japanese face is another
// platform's (Hiragino Sans, Yu Gothic), played by Noto CJK's files under
// that face's names, for what an iPhone or a Windows PC fetches.
//
// From a shell: `node scripts/fontconfig-without-cjk.mjs [directory]
// [--stand-in=hiragino|yugothic]` writes the file and prints
// `FONTCONFIG_FILE=…`, to prefix a command with.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * What fontconfig's own tools report with `env` (FONTCONFIG_FILE…): one line per file:family.
 * @param {NodeJS.ProcessEnv} env
 */
function japaneseFaces(env) {
  try {
    return execFileSync("fc-list", [":lang=ja", "file", "family"], { encoding: "utf8", env })
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const [file = "", family = ""] = line.split(/:\s*/);
        return { file: file.trim(), family: family.trim() };
      });
  } catch {
    return [];
  }
}

/** @param {string} text */
const escapeXml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** fontconfig's <glob> treats * ? [ as patterns: a file's own name must match only itself. */
/** @param {string} file */
const escapeGlob = (file) => file.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/**
 * The configuration text: the base configuration included, plus a
 * `<rejectfont>` per file (fontconfig drops those files whatever directory
 * lists them), plus `extraDirectories` (fonts kept beside the machine's own,
 * e.g. a Noto CJK unpacked in a temporary folder, to measure "with"), plus
 * `more` (further elements, as text). `cacheDirectory`, when given, is where
 * fontconfig writes the caches of folders it scans anew (listed first: the
 * first writable one is used), so the machine's cache is left as it was.
 * @param {{ base: string, rejectFiles: readonly string[], extraDirectories?: readonly string[], cacheDirectory?: string, more?: readonly string[] }} options
 */
export function fontconfigText({
  base,
  rejectFiles,
  extraDirectories = [],
  cacheDirectory,
  more = [],
}) {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    "<fontconfig>",
    ...(cacheDirectory ? [`  <cachedir>${escapeXml(cacheDirectory)}</cachedir>`] : []),
    `  <include ignore_missing="no">${escapeXml(base)}</include>`,
    ...extraDirectories.map((dir) => `  <dir>${escapeXml(dir)}</dir>`),
    "  <selectfont>",
    "    <rejectfont>",
    ...rejectFiles.map((file) => `      <glob>${escapeXml(escapeGlob(file))}</glob>`),
    "    </rejectfont>",
    "  </selectfont>",
    ...more,
    "</fontconfig>",
    "",
  ].join("\n");
}

/**
 * Writes `fonts.conf` in `directory` (a new temporary one by default) and
 * returns the environment to run Chromium with, and the faces it hides.
 * `only`: hide only the Japanese faces whose family matches it (say
 * /Noto Sans CJK|Noto Serif CJK|Source Han/), keeping any other Japanese face
 * the machine has; by default every face that covers Japanese is hidden.
 * `extraDirectories`: font folders added to the machine's (their Japanese
 * faces are hidden as well, unless `only` spares them).
 * @param {{ directory?: string, only?: RegExp, extraDirectories?: readonly string[], base?: string }} [options]
 */
export function fontconfigWithoutCjk({
  directory = mkdtempSync(path.join(os.tmpdir(), "fontconfig-without-cjk-")),
  only,
  extraDirectories = [],
  base = process.env.FONTCONFIG_FILE ?? "/etc/fonts/fonts.conf",
} = {}) {
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, "fonts.conf");
  // The faces as fontconfig lists them with the extra folders in, so those are hidden too.
  writeFileSync(file, fontconfigText({ base, rejectFiles: [], extraDirectories }));
  const listed = japaneseFaces({ ...process.env, FONTCONFIG_FILE: file });
  const rejected = listed.filter((face) => (only ? only.test(face.family) : true));
  const rejectFiles = [...new Set(rejected.map((face) => face.file))].sort();
  writeFileSync(file, fontconfigText({ base, rejectFiles, extraDirectories }));
  const left = japaneseFaces({ ...process.env, FONTCONFIG_FILE: file });
  return { file, env: { FONTCONFIG_FILE: file }, rejected: rejectFiles, left };
}

/**
 * The names a Japanese face other than Noto goes by: Hiragino Sans (macOS,
 * iOS) by default; Yu Gothic for Windows. `regular` and `bold`: its full and
 * PostScript names, which `local()` matches.
 */
export const STAND_IN_FACES = {
  hiragino: {
    family: "Hiragino Sans",
    regular: { fullname: "Hiragino Sans W3", postscriptname: "HiraginoSans-W3" },
    bold: { fullname: "Hiragino Sans W6", postscriptname: "HiraginoSans-W6" },
  },
  yugothic: {
    family: "Yu Gothic",
    regular: { fullname: "Yu Gothic Medium", postscriptname: "YuGothic-Medium" },
    bold: { fullname: "Yu Gothic Bold", postscriptname: "YuGothic-Bold" },
  },
};

/**
 * A device whose only Japanese face is not Noto (an iPhone's Hiragino Sans, a
 * Windows PC's Yu Gothic: issue #34), on a Linux machine that has Noto CJK:
 * fontconfig hides every Japanese face as fontconfigWithoutCjk does, and
 * lists Noto Sans CJK JP's Regular and Bold files again, from links in
 * `directory`, under the stand-in's family, full and PostScript names (edited
 * when fontconfig scans them). The outlines are Noto's, the names another
 * platform's: what a page's `local()` sources and font stack find is what they
 * would find on that device. Returns as fontconfigWithoutCjk, plus `names`:
 * what fontconfig lists for the stand-in.
 * @param {{ directory?: string, standIn?: typeof STAND_IN_FACES.hiragino, base?: string }} [options]
 */
export function fontconfigWithJapaneseStandIn({
  directory = mkdtempSync(path.join(os.tmpdir(), "fontconfig-stand-in-")),
  standIn = STAND_IN_FACES.hiragino,
  base = process.env.FONTCONFIG_FILE ?? "/etc/fonts/fonts.conf",
} = {}) {
  const without = fontconfigWithoutCjk({ directory, base });
  const faces = japaneseFaces({ ...process.env, FONTCONFIG_FILE: base });
  const files = faces
    .filter((face) => /(^|,)Noto Sans CJK JP\b/.test(face.family))
    .map((face) => face.file);
  const linked = path.join(directory, "stand-in");
  const cache = path.join(directory, "cache");
  mkdirSync(linked, { recursive: true });
  mkdirSync(cache, { recursive: true });
  for (const file of new Set(files)) {
    const link = path.join(linked, path.basename(file));
    rmSync(link, { force: true });
    symlinkSync(file, link);
  }
  const inLinked = `<test name="file" compare="contains"><string>${escapeXml(`${linked}/`)}</string></test>`;
  /** @param {"regular" | "bold"} weight @param {{ fullname: string, postscriptname: string }} names */
  const rename = (weight, names) =>
    [
      '  <match target="scan">',
      `    ${inLinked}`,
      '    <test name="family" compare="eq"><string>Noto Sans CJK JP</string></test>',
      `    <test name="weight" compare="${weight === "bold" ? "more_eq" : "less"}"><const>bold</const></test>`,
      `    <edit name="family" mode="assign" binding="same"><string>${escapeXml(standIn.family)}</string></edit>`,
      `    <edit name="fullname" mode="assign" binding="same"><string>${escapeXml(names.fullname)}</string></edit>`,
      `    <edit name="postscriptname" mode="assign" binding="same"><string>${escapeXml(names.postscriptname)}</string></edit>`,
      "  </match>",
    ].join("\n");
  // The collections' other faces (Chinese, Korean, Mono) stay hidden: the device has Japanese in one family.
  const others = [
    "  <selectfont>",
    "    <rejectfont>",
    ...["SC", "TC", "HK", "KR"].flatMap((region) =>
      [`Noto Sans CJK ${region}`, `Noto Sans Mono CJK ${region}`].map(
        (family) =>
          `      <pattern><patelt name="family"><string>${family}</string></patelt></pattern>`,
      ),
    ),
    '      <pattern><patelt name="family"><string>Noto Sans Mono CJK JP</string></patelt></pattern>',
    "    </rejectfont>",
    "  </selectfont>",
  ];
  writeFileSync(
    without.file,
    fontconfigText({
      base,
      rejectFiles: without.rejected,
      extraDirectories: [linked],
      cacheDirectory: cache,
      more: [rename("regular", standIn.regular), rename("bold", standIn.bold), ...others],
    }),
  );
  const env = { ...process.env, FONTCONFIG_FILE: without.file };
  const names = execFileSync("fc-list", [":lang=ja", "family", "fullname", "postscriptname"], {
    encoding: "utf8",
    env,
  })
    .split("\n")
    .filter((line) => line.trim() !== "");
  return { ...without, names };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const standIn = args.find((arg) => arg.startsWith("--stand-in="))?.split("=")[1];
  const folder = args.find((arg) => !arg.startsWith("--"));
  const directory = folder ? { directory: path.resolve(folder) } : {};
  if (standIn !== undefined && !(standIn in STAND_IN_FACES)) {
    throw new Error(`--stand-in: one of ${Object.keys(STAND_IN_FACES).join(", ")}`);
  }
  const { file, rejected, left, names } = standIn
    ? fontconfigWithJapaneseStandIn({
        ...directory,
        standIn: STAND_IN_FACES[/** @type {keyof typeof STAND_IN_FACES} */ (standIn)],
      })
    : { ...fontconfigWithoutCjk(directory), names: undefined };
  console.error(
    `hidden: ${rejected.length === 0 ? "none (no Japanese face)" : rejected.join(", ")}`,
  );
  if (names) console.error(`Japanese faces listed: ${names.join("; ")}`);
  else if (left.length > 0)
    console.error(`still listed: ${left.map((face) => face.file).join(", ")}`);
  console.log(`FONTCONFIG_FILE=${file}`);
}
