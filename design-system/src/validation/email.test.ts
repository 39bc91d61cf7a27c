import { describe, expect, it } from "vitest";
import { readSpecVectors } from "./__fixtures__/specVectors";
import { isValidEmail } from "./email";

interface Vectors {
  email: { valid: string[]; invalid: string[] };
}

const vectors = readSpecVectors<Vectors>();

describe("given the email rule of SPEC.md §5", () => {
  it.each(vectors.email.valid)("should accept the spec vector %j", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each(vectors.email.invalid)("should reject the spec vector %j", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it.each([
    ["a@b.co", "the shortest useful address"],
    ["x.y_z-1@mail.sub.example.com", "every allowed local character and several labels"],
    ["user@xn--bcher-kva.de", "an internationalised domain in its punycode form"],
    ["USER@EXAMPLE.com", "uppercase everywhere but the top-level domain"],
    ["john@my-domain-2.io", "digits and hyphens in the domain"],
  ])("should accept %j (%s)", (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ["a@b.C", "an uppercase top-level domain"],
    ["a@b.c", "a one-letter top-level domain"],
    [" john@example.com", "a leading space"],
    ["john@example.com ", "a trailing space"],
    ["user@bücher.de", "an internationalised domain in Unicode"],
    ["имя@example.com", "Cyrillic letters"],
    ["محمد@example.com", "Arabic letters"],
    ["john@example", "no top-level domain"],
    ["john@.com", "an empty domain label"],
    ["john@example..com", "two dots in a row in the domain"],
    ["john@exa_mple.com", "an underscore in the domain"],
    ["john", "no @"],
    ["john@", "nothing after @"],
    ["john@example.com\n", "a newline after the address"],
  ])("should reject %j (%s)", (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
