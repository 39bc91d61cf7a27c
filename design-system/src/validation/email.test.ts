import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readSpecVectors } from "./__fixtures__/specVectors";
import { isValidEmail } from "./email";

interface Vectors {
  email: { valid: string[]; invalid: string[] };
}

const vectors = readSpecVectors<Vectors>();

interface Choice {
  value: string;
  why: string;
}
/** The readings the rule leaves open; the api's tests run the same file (api/test/validation.test.ts). */
const choices = JSON.parse(
  // A path, not a URL: under the shared jsdom, import.meta.url may not be a file: URL.
  readFileSync(join(import.meta.dirname, "__fixtures__", "email-choices.json"), "utf8"),
) as { accept: Choice[]; reject: Choice[] };

describe("given the email rule of SPEC.md §5", () => {
  it.each(vectors.email.valid)("should accept the spec vector %j", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(vectors.email.invalid)("should reject the spec vector %j", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it.each(choices.accept)("should accept $value ($why)", ({ value }) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(choices.reject)("should reject $value ($why)", ({ value }) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
