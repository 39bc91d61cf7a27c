import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { STORAGE_KEY_PREFIXES, STORED_ITEMS, storedItemLabel } from "@mvpn/contract/constants";
import { dailyDismissKey } from "@mvpn/design-system";
import { LOCALE_CODES } from "@mvpn/locales";
import { describe, expect, it } from "vitest";
import { contentPath, splitFrontMatter } from "../src/content/markdown/read-content";

/**
 * Issue #37: the privacy policy names every cookie and storage key the site
 * writes. The names come from one list, the contract's STORED_ITEMS, which the
 * code takes its keys from; each locale's policy.md is held to it through the
 * names in code spans (`paypal_token`) in the first column of its tables.
 */

const REQUIRED = [...new Set(STORED_ITEMS.map(storedItemLabel))].sort();

/** The `code` names in the first cell of every table row of a Markdown text. */
function namesInPolicyTable(markdown: string): string[] {
  const names = new Set<string>();
  for (const line of markdown.split("\n")) {
    if (!line.trimStart().startsWith("|")) continue;
    const firstCell = line.split("|")[1] ?? "";
    for (const match of firstCell.matchAll(/`([^`]+)`/g)) names.add(match[1] as string);
  }
  return [...names].sort();
}

const policyOf = (locale: string) =>
  splitFrontMatter(readFileSync(contentPath("pages", locale, "policy"), "utf8")).body;

describe("given the table parser", () => {
  it("should read the code names of the first column only", () => {
    const table = [
      "| Name | Purpose |",
      "| --- | --- |",
      "| `cje`, `cje-client` | the `front_id` of the second column is not a name |",
      "| Language cookie | no code span |",
    ].join("\n");
    expect(namesInPolicyTable(table)).toEqual(["cje", "cje-client"]);
  });
});

describe.each(LOCALE_CODES)("given the %s privacy policy", (locale) => {
  const listed = namesInPolicyTable(policyOf(locale));

  it("should name in its table every cookie and storage key the code writes", () => {
    expect(REQUIRED.filter((name) => !listed.includes(name))).toEqual([]);
  });

  it("should name in its table nothing the code no longer writes", () => {
    expect(listed.filter((name) => !REQUIRED.includes(name))).toEqual([]);
  });
});

describe("given the storage key of a daily banner", () => {
  // The design system cannot import the contract: the two spellings are held equal here.
  it("should begin with the contract's banner-close prefix", () => {
    expect(dailyDismissKey("spring-sale")).toBe(`${STORAGE_KEY_PREFIXES.bannerClose}spring-sale`);
  });
});

/** Source files of a folder, tests and test helpers left out. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes("testing"));
}

describe("given the site's and the api's source", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const files = ["site/src", "api/src"].flatMap((folder) => sourceFiles(path.join(root, folder)));

  // A key written as a literal, or a key constant of its own, would escape STORED_ITEMS and so the policy.
  it("should write no cookie or storage key spelled out in place of the contract's names", () => {
    const literalWrite = /(\.setItem|Cookies\.set|[jJ]ar\.set|[sS]tore\.set)\(\s*["'`]/;
    const ownKeyConstant = /\b[A-Z_]*(_KEY|_COOKIE)S?\s*=\s*["'`]/;
    const offenders = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return literalWrite.test(text) || ownKeyConstant.test(text);
    });
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
