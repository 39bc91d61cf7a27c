import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "../src/prerender-paths";
import { BUILT_CLIENT } from "./built-site";

/**
 * Issue #19: the prerendered pages are valid HTML by the Nu Html Checker
 * (vnu-jar from npm, the W3C's validator; Java 11+). One document per route
 * and prefix, checked in one run of the checker (a single JVM start: ~35 s of
 * CPU for 1,100 documents). Errors only: warnings and infos (React's `<meta/>`
 * trailing slashes) are not failures. An error may be let through only by an
 * entry of html-validity/allowed.json that says why.
 *
 * The jar ships inside the npm package (`files: build/dist/vnu.jar`); its
 * postinstall script only fetches a Java runtime when none is installed, so
 * npm 11's blocked install scripts do not matter where `java` is on PATH.
 */

interface Allowed {
  /** A regular expression over the document's path in the build (`ar/index.html`). */
  file: string;
  /** The checker's message, exactly (the "Suppressing further errors" tail left off). */
  message: string;
  why: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

const client = BUILT_CLIENT;
const allowed: Allowed[] = JSON.parse(
  readFileSync(join(import.meta.dirname, "html-validity/allowed.json"), "utf8"),
);

/** The checker's message without its "(Suppressing further errors …)" tail. */
const bare = (message: string) => message.replace(/\s*\(Suppressing further errors[^)]*\)$/, "");

/** The prerendered document of each route × prefix (SPEC.md §2), and the not-found page. */
function documents(): string[] {
  const paths = prerenderPaths().map((path) =>
    path === "/" ? "index.html" : `${path.slice(1)}/index.html`,
  );
  return [...paths, "404.html"].map((file) => join(client, file));
}

function javaAvailable(): boolean {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe("given the prerendered pages (issue #19: HTML validity)", () => {
  it("should have every allow-list entry say why", () => {
    for (const entry of allowed) {
      expect(entry.why.length, entry.message).toBeGreaterThan(40);
      expect(() => new RegExp(entry.file)).not.toThrow();
    }
  });

  it("should pass the Nu Html Checker with no error outside the allow-list, for every route × prefix", () => {
    expect(
      javaAvailable(),
      "the Nu Html Checker needs Java 11+ on PATH (apt install default-jre-headless)",
    ).toBe(true);
    const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
    const files = documents();
    const missing = files.filter((file) => !existsSync(file));
    expect(missing, "build the site first (npm run build)").toEqual([]);

    // The checker writes its JSON report to stderr; --exit-zero-always so
    // that the report, not the exit code, decides.
    const run = spawnSync(
      "java",
      ["-jar", jar, "--format", "json", "--errors-only", "--exit-zero-always", ...files],
      { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.status, `the Nu Html Checker did not run: ${run.error ?? run.stderr}`).toBe(0);
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };

    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => ({
        file: message.url
          ? relative(client, fileURLToPath(message.url)).split(sep).join("/")
          : "(no file)",
        message: bare(message.message),
        at: `line ${message.lastLine ?? "?"}: ${message.extract ?? ""}`.trim(),
      }));
    const unexplained = errors.filter(
      (error) =>
        !allowed.some(
          (entry) => entry.message === error.message && new RegExp(entry.file).test(error.file),
        ),
    );
    expect(unexplained.map((error) => `${error.file}: ${error.message} (${error.at})`)).toEqual([]);
    // ~35 s of CPU alone; 4 min was seen on a machine loaded 15×. A bound only slows a failure.
  }, 600_000);
});
