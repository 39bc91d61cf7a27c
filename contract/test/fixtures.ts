import { readFileSync } from "node:fs";
import { join } from "node:path";

const FIXTURES = join(import.meta.dirname, "../src/validation/__fixtures__");

export interface Choice {
  value: string;
  why: string;
}

export interface SpecVectors {
  email: { valid: string[]; invalid: string[] };
  password: { valid: string[]; invalid: Choice[] };
}

/** The SPEC.md §5 vectors copied beside the rules (a fresh clone has no ../shared). */
export function readSpecVectors(): SpecVectors {
  return JSON.parse(readFileSync(join(FIXTURES, "spec-vectors.json"), "utf8")) as SpecVectors;
}

/** The readings the email rule leaves open; the api's tests run the same file over HTTP. */
export function readEmailChoices(): { accept: Choice[]; reject: Choice[] } {
  return JSON.parse(readFileSync(join(FIXTURES, "email-choices.json"), "utf8")) as {
    accept: Choice[];
    reject: Choice[];
  };
}
