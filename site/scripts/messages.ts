/**
 * The site's message catalogs (ADR 0015):
 *
 *   extract  English, from the `defaultMessage`s in the code, split into one
 *            file per catalog (the id's first segment: `pricing.hero.title` →
 *            src/i18n/messages/en/pricing.json). Committed; a test fails when stale.
 *   compile  every locale's files to AST (src/i18n/compiled/, generated), so
 *            the browser gets no message parser, and Japanese with BudouX's
 *            phrase breaks (japanese-phrases.ts). Runs before `build` and `dev`.
 *
 * Both call `@formatjs/cli`.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { breakCatalogPhrases } from "./japanese-phrases";

const root = join(import.meta.dirname, "..");
export const MESSAGES_DIR = join(root, "src/i18n/messages");
const COMPILED_DIR = join(root, "src/i18n/compiled");
const formatjs = join(root, "../node_modules/.bin/formatjs");

/** Extracts English and returns it split per catalog, keys sorted. */
export function extractEnglish(): Record<string, Record<string, string>> {
  const work = mkdtempSync(join(tmpdir(), "mvpn-messages-"));
  const out = join(work, "en.json");
  try {
    execFileSync(
      formatjs,
      [
        "extract",
        "src/**/*.{ts,tsx}",
        "--ignore",
        "src/**/*.test.{ts,tsx}",
        "--format",
        "simple",
        "--out-file",
        out,
      ],
      { cwd: root, stdio: ["ignore", "ignore", "inherit"] },
    );
    const all: Record<string, string> = JSON.parse(readFileSync(out, "utf8"));
    const catalogs: Record<string, Record<string, string>> = {};
    for (const id of Object.keys(all).sort()) {
      const name = id.split(".")[0] as string;
      catalogs[name] ??= {};
      (catalogs[name] as Record<string, string>)[id] = all[id] as string;
    }
    return catalogs;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const serialize = (catalog: Record<string, string>) =>
  `${JSON.stringify(catalog, null, 2)}\n`;

function writeEnglish() {
  const dir = join(MESSAGES_DIR, "en");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const catalogs = extractEnglish();
  for (const [name, catalog] of Object.entries(catalogs)) {
    writeFileSync(join(dir, `${name}.json`), serialize(catalog));
  }
  console.log(`messages: ${Object.keys(catalogs).length} English catalogs extracted`);
}

function compileAll() {
  rmSync(COMPILED_DIR, { recursive: true, force: true });
  for (const locale of readdirSync(MESSAGES_DIR)) {
    execFileSync(
      formatjs,
      [
        "compile-folder",
        "--ast",
        "--format",
        "simple",
        join(MESSAGES_DIR, locale),
        join(COMPILED_DIR, locale),
      ],
      { cwd: root, stdio: "inherit" },
    );
  }
  // Japanese gets BudouX's phrase breaks (scripts/japanese-phrases.ts, issue #38).
  const japanese = join(COMPILED_DIR, "ja");
  for (const file of readdirSync(japanese)) {
    const path = join(japanese, file);
    writeFileSync(
      path,
      JSON.stringify(breakCatalogPhrases(JSON.parse(readFileSync(path, "utf8")))),
    );
  }
}

const command = process.argv[2];
if (command === "extract") writeEnglish();
else if (command === "compile") compileAll();
else if (command) {
  console.error(`usage: tsx scripts/messages.ts extract|compile (got ${command})`);
  process.exit(2);
}
