import { describe, expect, it } from "vitest";
import { apiMessageOf, changePasswordErrorsOf, ipErrorOf } from "./account-errors";

const envelope = (code: number, message: string, data: unknown = null) => ({ code, message, data });

describe("given a failed change_password", () => {
  it("should put a wrong current password under its field", () => {
    const reason = envelope(400, "The current password is wrong.", {
      fields: [{ path: "old_password", message: "The current password is wrong." }],
    });
    expect(changePasswordErrorsOf(reason)).toEqual({ old: "The current password is wrong." });
  });

  it("should put a refused new password under its field", () => {
    const reason = envelope(400, "Invalid", {
      fields: [{ path: "new_password", message: "This password is too common." }],
    });
    expect(changePasswordErrorsOf(reason)).toEqual({ next: "This password is too common." });
  });

  it("should show the api's sentence for the form when no field is named", () => {
    expect(changePasswordErrorsOf(envelope(409, "No password yet."))).toEqual({
      form: "No password yet.",
    });
  });

  it("should give null when there is no answer (network)", () => {
    expect(changePasswordErrorsOf(new Error("Network Error"))).toBeNull();
    expect(changePasswordErrorsOf("error")).toBeNull();
    expect(apiMessageOf(envelope(400, "  "))).toBeNull();
  });
});

describe("given a failed user_ip/bind", () => {
  it("should show the field's message, else the api's sentence", () => {
    expect(
      ipErrorOf(envelope(400, "Invalid", { fields: [{ path: "ip", message: "Not an IP" }] })),
    ).toBe("Not an IP");
    expect(ipErrorOf(envelope(429, "Too many requests"))).toBe("Too many requests");
    expect(ipErrorOf(undefined)).toBeNull();
  });
});
