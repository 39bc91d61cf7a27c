import { describe, expect, it } from "vitest";
import { authFailureOf } from "./auth-failure";
import {
  codeProblem,
  emailProblem,
  loginProblems,
  newPasswordProblems,
  normalizeCode,
} from "./form-rules";

const GOOD = "N3w-password!";

describe("given the sign-in forms' rules (SPEC.md §5)", () => {
  it("should name a missing or invalid email, and accept one with spaces around it", () => {
    expect(emailProblem("  ")).toBe("missing");
    expect(emailProblem("name@gmail.c")).toBe("invalid");
    expect(emailProblem(" jane@example.com ")).toBeNull();
  });

  it("should ask /login for an email and any non-empty password (the rules are for new ones)", () => {
    expect(loginProblems({ email: "", password: "" })).toEqual({
      email: "missing",
      password: "missing",
    });
    expect(loginProblems({ email: "jane@example.com", password: "old" })).toEqual({});
  });

  it("should ask the reset for the mailed code: six digits, spaces a person pasted dropped", () => {
    expect(codeProblem("")).toBe("missing");
    expect(codeProblem("   ")).toBe("missing");
    expect(codeProblem("12345")).toBe("invalid");
    expect(codeProblem("12345a")).toBe("invalid");
    expect(codeProblem("123 456")).toBeNull();
    expect(normalizeCode(" 123 456 ")).toBe("123456");
  });

  it("should name both a new password's problem and its confirmation's, for the forms that show both", () => {
    expect(newPasswordProblems({ password: "", confirm: "x" })).toEqual({
      password: "missing",
      confirm: "mismatch",
    });
    expect(newPasswordProblems({ password: "short", confirm: "short" })).toEqual({
      password: "invalid",
    });
    expect(newPasswordProblems({ password: GOOD, confirm: GOOD })).toEqual({});
  });
});

describe("given an account call's failure", () => {
  it("should read the api's answers into the kinds a form words", () => {
    expect(
      authFailureOf({ code: 400, message: "The email or password is incorrect.", data: null }),
    ).toEqual({ kind: "rejected", message: "The email or password is incorrect." });
    expect(authFailureOf({ code: 429, message: "Too many requests.", data: null })).toEqual({
      kind: "rate-limited",
    });
    expect(authFailureOf({ code: 400, message: "bot check failed", data: null })).toEqual({
      kind: "bot",
    });
    expect(authFailureOf({ code: 400, message: "recaptcha token is empty", data: null })).toEqual({
      kind: "bot",
    });
    expect(
      authFailureOf({
        code: 400,
        message: "wrong",
        data: { fields: [{ path: "code", message: "The verification code is wrong." }] },
      }),
    ).toEqual({
      kind: "field",
      fields: { code: "The verification code is wrong." },
      message: "wrong",
    });
    expect(authFailureOf({ code: 500, message: "oops", data: null })).toEqual({ kind: "network" });
    expect(authFailureOf(new Error("Network Error"))).toEqual({ kind: "network" });
    const empty = Object.assign(new Error("recaptcha token is empty"), {
      name: "EmptyBotTokenError",
    });
    expect(authFailureOf(empty)).toEqual({ kind: "bot" });
  });
});
