import { describe, expect, it } from "vitest";
import {
  isValidEmail,
  isValidEmailInput,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
} from "../src/validation";
import { readEmailChoices, readSpecVectors } from "./fixtures";

const vectors = readSpecVectors();
const choices = readEmailChoices();

// What the site's forms run. The api's answer to the same addresses over HTTP:
// api/test/validation.test.ts.
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

  it("should refuse an address longer than 254 characters", () => {
    const longest = `${"a".repeat(MAX_EMAIL_LENGTH - "@example.com".length)}@example.com`;
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });

  it("should accept in a field what the rule accepts once the spaces around it are trimmed", () => {
    expect(isValidEmailInput(" john@example.com ")).toBe(true);
    expect(isValidEmailInput("john@example.com\n")).toBe(true);
    expect(isValidEmailInput("john doe@example.com")).toBe(false);
    for (const value of [...vectors.email.valid, ...vectors.email.invalid]) {
      expect(isValidEmailInput(value), value).toBe(isValidEmail(value.trim()));
    }
  });

  it("should compare addresses trimmed and lower-cased", () => {
    expect(normalizeEmail("  Jane@Example.COM ")).toBe("jane@example.com");
  });
});
