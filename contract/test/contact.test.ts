import { describe, expect, it } from "vitest";
import { contactBodySchema, orderIdField } from "../src/index";
import { CONTACT_LIMITS, isOrderReference, isPrintableText } from "../src/validation";

describe("given the contact form's rules", () => {
  it("should take as an order reference exactly what the payment calls take as an order id", () => {
    for (const value of [
      "0b0e7c1e-5d2a-4f6b-9a51-3c8e2f7d9a10",
      "0B0E7C1E-5D2A-4F6B-9A51-3C8E2F7D9A10",
      "0b0e7c1e-5d2a-4f6b-9a51-3c8e2f7d9a1",
      "0b0e7c1e5d2a4f6b9a513c8e2f7d9a10",
      "order 1207",
      "",
    ]) {
      expect(isOrderReference(value), value).toBe(orderIdField.safeParse(value).success);
    }
  });

  it("should allow line breaks and tabs in a message only", () => {
    expect(isPrintableText("one\ntwo\tthree", true)).toBe(true);
    expect(isPrintableText("one\ntwo")).toBe(false);
    expect(isPrintableText("bell\u0007", true)).toBe(false);
  });

  it("should give the schema the same limit as the form counts to", () => {
    const body = { email: "jane@example.com", subject: "billing" };
    const long = "x".repeat(CONTACT_LIMITS.message);
    expect(contactBodySchema.safeParse({ ...body, message: long }).success).toBe(true);
    expect(contactBodySchema.safeParse({ ...body, message: `${long}x` }).success).toBe(false);
  });
});
