import { describe, expect, it } from "vitest";
import {
  isValidPassword,
  PASSWORD_RULES,
  type PasswordRule,
  passwordChecklist,
  passwordChecks,
} from "../src/validation";
import { readSpecVectors } from "./fixtures";

const vectors = readSpecVectors();

const failing = (value: string): PasswordRule[] => {
  const checks = passwordChecks(value);
  return PASSWORD_RULES.filter((rule) => !checks[rule]);
};

describe("given the password rule of SPEC.md §5", () => {
  it.each(vectors.password.valid)("should accept the spec vector %j", (value) => {
    expect(isValidPassword(value)).toBe(true);
    expect(failing(value)).toEqual([]);
  });

  it.each(vectors.password.invalid)("should reject the spec vector $value ($why)", ({ value }) => {
    expect(isValidPassword(value)).toBe(false);
  });

  describe("given each rule on its own", () => {
    it.each<[string, PasswordRule[], string]>([
      ["", ["length", "printable", "lowercase", "uppercase", "symbol"], "an empty value"],
      ["Aa!aaaa", ["length"], "7 characters, one too few"],
      ["Aa!aaaaa", [], "8 characters, the minimum"],
      ["Aa!aaaaaaaaaaaaaaaaa", [], "20 characters, the maximum"],
      ["Aa!aaaaaaaaaaaaaaaaaa", ["length"], "21 characters, one too many"],
      ["aaaaaaa!", ["uppercase"], "no uppercase letter"],
      ["AAAAAAA!", ["lowercase"], "no lowercase letter"],
      ["Aaaaaaaa1", ["symbol"], "no symbol, a digit is not one"],
      ["Aa! aaaaa", ["printable"], "a space inside"],
      [" Aa!aaaaa", ["printable"], "a leading space"],
      ["Aa!aaaaa ", ["printable"], "a trailing space"],
      ["Aa!aaaa\t", ["printable"], "a tab"],
      ["Aa!aaaaé", ["printable"], "an accented letter"],
      ["Пароль!Aa", ["printable"], "Cyrillic letters"],
      ["كلمةسر!Aa", ["printable"], "Arabic letters"],
      ["Aa!aaaa😀", ["printable"], "an emoji, counted as one character"],
      [
        "ÀÉ!aaaaaa",
        ["printable", "uppercase"],
        "uppercase letters outside ASCII are not uppercase",
      ],
      ["Aa~aaaaa", [], "the last visible ASCII character (0x7E) as the symbol"],
      ["Aa!aaaaa", [], "the first visible ASCII character (0x21) as the symbol"],
      ["Aa_aaaaa", [], "an underscore counts as a symbol"],
    ])("should report %j as failing %j (%s)", (value, rules) => {
      expect(failing(value)).toEqual(rules);
      expect(isValidPassword(value)).toBe(rules.length === 0);
    });
  });

  describe("given the checklist a password field shows", () => {
    const met = (value: string) => passwordChecklist(value).map((line) => line.met);

    it("should have four lines in the order a person reads them", () => {
      expect(passwordChecklist("").map((line) => line.id)).toEqual([
        "length",
        "lowercase",
        "uppercase",
        "symbol",
      ]);
      expect(met("")).toEqual([false, false, false, false]);
    });

    it("should tick rules off as a weak and then a strong password is typed", () => {
      expect(met("abc")).toEqual([false, true, false, false]);
      expect(met("password")).toEqual([true, true, false, false]);
      expect(met("Str0ng!Pass")).toEqual([true, true, true, true]);
      expect(met("P@ssword")).toEqual([true, true, true, true]);
    });

    it.each([
      ["Aa!aaaaé", "an accented letter"],
      ["Aa! aaaaa", "a space"],
    ])("should fail the length line for %j (%s)", (value) => {
      expect(passwordChecklist(value)[0]).toEqual({ id: "length", met: false });
    });
  });
});
