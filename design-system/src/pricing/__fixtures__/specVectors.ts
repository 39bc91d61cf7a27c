import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The SPEC.md test vectors copied beside the tests. Read from disk rather than
 * imported, so the type check does not need JSON files in the project.
 */
export function readSpecVectors<T>(): T {
  return JSON.parse(readFileSync(join(import.meta.dirname, "spec-vectors.json"), "utf8")) as T;
}
