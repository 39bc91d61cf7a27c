import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const src = resolve(import.meta.dirname, "..");

// Static value imports only: `import type` and `import()` do not put a module in the chunk.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm;

function resolveLocal(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every module a file pulls in statically, bare package names included. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      if (!specifier.startsWith(".")) {
        seen.add(specifier);
        continue;
      }
      const next = resolveLocal(file, specifier);
      if (next) visit(next);
    }
  };
  visit(entry);
  return seen;
}

const pullsInAxios = (entry: string) =>
  [...staticGraph(entry)].filter(
    (module) => module === "axios" || module.endsWith("/api/client.ts"),
  );

const sources = (folder: string) =>
  readdirSync(join(src, folder))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => join(src, folder, name));

describe("given ARCHITECTURE.md's rule that axios loads on first use, never in the first chunks", () => {
  it.each([
    join(src, "api/index.ts"),
    join(src, "api/startup.ts"),
    ...sources("state"),
    ...sources("storage"),
  ])("should keep axios out of the static imports of %s", (entry) => {
    expect(pullsInAxios(entry)).toEqual([]);
  });

  it("should see axios in the client itself (the check can fail)", () => {
    expect(pullsInAxios(join(src, "api/default-calls.ts"))).toContain("axios");
  });

  it("should load the calls through the facade's dynamic import", async () => {
    const { api } = await import("./index");
    const calls = await api();
    expect(typeof calls.login).toBe("function");
    expect(await api()).toBe(calls);
  });
});
