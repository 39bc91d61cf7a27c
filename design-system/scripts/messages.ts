/**
 * The design system's messages (ADR 0016): ICU, one flat JSON file per
 * interface language in each component's `intl/` folder
 * (`src/modal/intl/de.json` = `{ "cancel": "Abbrechen", … }`).
 *
 *   compile  every component's files to AST with `@formatjs/cli` (the same
 *            `formatjs compile --ast --format simple` as the site's catalogs),
 *            written as `src/<component>/intl/catalog.gen.ts`: one typed
 *            module per component holding all 11 languages, so a page
 *            bundles the words of the components it uses and no message
 *            parser. Committed, like the tokens' generated module, so tests,
 *            type checks and Storybook work from a clean checkout; `build`
 *            rewrites them and a test fails when one is stale.
 *
 * Compiling fails, naming the files, when a component lacks a language, a
 * language lacks or adds a key, or a message is not valid ICU.
 */
import { execFileSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { LOCALE_CODES } from "../src/locale/locales.ts";

const root = join(import.meta.dirname, "..");
export const SOURCE_DIR = join(root, "src");
const formatjs = join(root, "../node_modules/.bin/formatjs");
const SOURCE_LOCALE = "en";

export type FlatCatalog = Record<string, string>;
type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };
type CompiledCatalog = Record<string, Element[]>;

/** The component folders that have words of their own (an `intl/` folder). */
export function messageFolders(): string[] {
  return readdirSync(SOURCE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SOURCE_DIR, entry.name, "intl")))
    .map((entry) => entry.name)
    .sort();
}

export const intlDir = (component: string) => join(SOURCE_DIR, component, "intl");
export const generatedFile = (component: string) => join(intlDir(component), "catalog.gen.ts");

export function readCatalog(component: string, locale: string): FlatCatalog {
  return JSON.parse(readFileSync(join(intlDir(component), `${locale}.json`), "utf8"));
}

/** Every problem of the source files, one line each: missing languages and keys. */
export function sourceProblems(component: string): string[] {
  const problems: string[] = [];
  const files = readdirSync(intlDir(component)).filter((file) => file.endsWith(".json"));
  const locales = files.map((file) => file.slice(0, -".json".length));
  for (const locale of LOCALE_CODES) {
    if (!locales.includes(locale)) problems.push(`${component}/intl/${locale}.json is missing`);
  }
  for (const locale of locales) {
    if (!LOCALE_CODES.includes(locale)) {
      problems.push(`${component}/intl/${locale}.json is not an interface language`);
    }
  }
  if (!locales.includes(SOURCE_LOCALE)) return problems;
  const keys = Object.keys(readCatalog(component, SOURCE_LOCALE));
  for (const locale of locales.filter((l) => l !== SOURCE_LOCALE && LOCALE_CODES.includes(l))) {
    const own = Object.keys(readCatalog(component, locale));
    for (const key of keys.filter((k) => !own.includes(k))) {
      problems.push(`${component}/intl/${locale}.json lacks "${key}"`);
    }
    for (const key of own.filter((k) => !keys.includes(k))) {
      problems.push(`${component}/intl/${locale}.json has "${key}", which English has not`);
    }
  }
  return problems;
}

/** Runs `formatjs compile-folder --ast` once over every component's files. */
function compileToAst(components: readonly string[]): Map<string, CompiledCatalog> {
  const work = mkdtempSync(join(tmpdir(), "mvpn-ds-messages-"));
  try {
    const input = join(work, "in");
    const output = join(work, "out");
    mkdirSync(input);
    for (const component of components) {
      for (const locale of LOCALE_CODES) {
        copyFileSync(
          join(intlDir(component), `${locale}.json`),
          join(input, `${component}.${locale}.json`),
        );
      }
    }
    execFileSync(formatjs, ["compile-folder", "--ast", "--format", "simple", input, output], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const compiled = new Map<string, CompiledCatalog>();
    for (const file of readdirSync(output)) {
      compiled.set(
        file.slice(0, -".json".length),
        JSON.parse(readFileSync(join(output, file), "utf8")),
      );
    }
    return compiled;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const pascal = (name: string) => camel(name).replace(/^\w/, (letter) => letter.toUpperCase());
const property = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

/** The TypeScript type of each argument a message takes, read from its AST. */
function argumentTypes(elements: readonly Element[], types = new Map<string, string>()) {
  const set = (name: string, type: string) => {
    // A plural's number also printed as `{days}` is still a number.
    if (types.get(name) !== "number") types.set(name, type);
  };
  for (const element of elements) {
    const name = element.value as string;
    if (element.type === 1) set(name, "MessageArgument");
    else if (element.type === 2 || element.type === 6) set(name, "number");
    else if (element.type === 3 || element.type === 4) set(name, "Date | number");
    else if (element.type === 5) set(name, "string");
    else if (element.type === 8) throw new Error(`tags are not supported (<${name}>)`);
    for (const option of Object.values(element.options ?? {})) argumentTypes(option.value, types);
  }
  return types;
}

function moduleSource(component: string, catalogs: Map<string, CompiledCatalog>): string {
  const english = catalogs.get(`${component}.${SOURCE_LOCALE}`) as CompiledCatalog;
  const valuesName = `${pascal(component)}MessageValues`;
  const imports = new Set(["Catalog"]);
  const valueLines = Object.entries(english).map(([key, ast]) => {
    const types = [...argumentTypes(ast)].sort(([a], [b]) => a.localeCompare(b));
    if (types.length === 0) {
      imports.add("NoValues");
      return `  ${property(key)}: NoValues;`;
    }
    if (types.some(([, type]) => type === "MessageArgument")) imports.add("MessageArgument");
    return `  ${property(key)}: { ${types.map(([name, type]) => `${property(name)}: ${type}`).join("; ")} };`;
  });
  const localeBlocks = LOCALE_CODES.map((locale) => {
    const catalog = catalogs.get(`${component}.${locale}`) as CompiledCatalog;
    const lines = Object.keys(english).map(
      (key) => `    ${property(key)}: ${JSON.stringify(catalog[key])},`,
    );
    return `  ${locale}: {\n${lines.join("\n")}\n  },`;
  });
  return [
    "// Generated by design-system/scripts/messages.ts from the JSON files beside it (`formatjs compile --ast`).",
    "// Do not edit: change the JSON and run `npm run messages:compile -w @mvpn/design-system`.",
    `import type { ${[...imports].sort().join(", ")} } from "../../i18n/catalog";`,
    "",
    `/** The values each message of ${component} takes, read from English. */`,
    `export interface ${valuesName} {`,
    ...valueLines,
    "}",
    "",
    `export const ${camel(component)}Messages: Catalog<${valuesName}> = {`,
    ...localeBlocks,
    "};",
    "",
  ].join("\n");
}

/** The generated module of every component, by path: what `compile` writes. */
export function compileCatalogs(): Map<string, string> {
  const components = messageFolders();
  const problems = components.flatMap(sourceProblems);
  if (problems.length > 0) {
    throw new Error(`design-system messages:\n  ${problems.join("\n  ")}`);
  }
  const catalogs = compileToAst(components);
  return new Map(
    components.map((component) => [generatedFile(component), moduleSource(component, catalogs)]),
  );
}

function writeAll() {
  const modules = compileCatalogs();
  for (const [file, source] of modules) {
    if (!existsSync(file) || readFileSync(file, "utf8") !== source) writeFileSync(file, source);
  }
  console.log(`messages: ${modules.size} design-system catalogs compiled`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "compile") writeAll();
  else {
    console.error(`usage: tsx scripts/messages.ts compile (got ${command})`);
    process.exit(2);
  }
}
