import { describe, expect, it } from "vitest";
import { newPasswordErrors } from "./NewPasswordFields";

const GOOD = "N3w-password!";
const words = {
  password: { id: "label.password" },
  confirm: { id: "label.confirm" },
  rules: { id: "rules" },
  mismatch: { id: "mismatch" },
};

describe("given the new-password pair's check (SPEC.md §5)", () => {
  it("should name the rules and the mismatch together, for the forms that show both", () => {
    expect(newPasswordErrors({ password: "short", confirm: "other" }, words)).toEqual({
      password: words.rules,
      confirm: words.mismatch,
    });
    expect(newPasswordErrors({ password: "", confirm: "" }, words)).toEqual({
      password: words.rules,
    });
    expect(newPasswordErrors({ password: GOOD, confirm: GOOD }, words)).toEqual({});
  });

  it("should say an empty password in its own words when the page has them", () => {
    const missing = { id: "missing" };
    expect(newPasswordErrors({ password: "", confirm: "" }, { ...words, missing })).toEqual({
      password: missing,
    });
  });

  it("should hold the mismatch back until the password itself is fine, one at a time", () => {
    const oneAtATime = { oneAtATime: true };
    expect(newPasswordErrors({ password: "short", confirm: "x" }, words, oneAtATime)).toEqual({
      password: words.rules,
    });
    expect(newPasswordErrors({ password: GOOD, confirm: `${GOOD}x` }, words, oneAtATime)).toEqual({
      confirm: words.mismatch,
    });
  });
});
