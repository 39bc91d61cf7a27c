import { describe, expect, it } from "vitest";
import { cardBehaviour, passesLuhn, TEST_CARDS } from "../../src/payments/s1/test-cards.js";
import { readPaymentsSettings } from "../../src/payments/settings.js";
import { addMonths } from "../../src/payments/subscriptions/calendar.js";

describe("given a subscription start", () => {
  it("should add calendar months keeping the time of day", () => {
    expect(addMonths(new Date("2026-11-16T10:30:00Z"), 1).toISOString()).toBe(
      "2026-12-16T10:30:00.000Z",
    );
    expect(addMonths(new Date("2026-11-16T10:30:00Z"), 12).toISOString()).toBe(
      "2027-11-16T10:30:00.000Z",
    );
    expect(addMonths(new Date("2026-11-16T10:30:00Z"), 24).toISOString()).toBe(
      "2028-11-16T10:30:00.000Z",
    );
  });

  it("should clamp to the last day of a shorter month", () => {
    expect(addMonths(new Date("2027-01-31T00:00:00Z"), 1).toISOString()).toBe(
      "2027-02-28T00:00:00.000Z",
    );
    expect(addMonths(new Date("2028-01-31T00:00:00Z"), 1).toISOString()).toBe(
      "2028-02-29T00:00:00.000Z",
    );
    expect(addMonths(new Date("2026-08-31T12:00:00Z"), 1).toISOString()).toBe(
      "2026-09-30T12:00:00.000Z",
    );
  });
});

describe("given the documented test cards", () => {
  it("should all pass the Luhn check", () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
  });

  it("should succeed, decline and ask for verification", () => {
    expect(cardBehaviour("4242424242424242").behaviour).toBe("succeed");
    expect(cardBehaviour("4000000000000002").behaviour).toBe("decline");
    expect(cardBehaviour("4000002760003184").behaviour).toBe("verify");
  });

  it("should decline a valid number that is not a test card", () => {
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(cardBehaviour("5555555555554444")).toEqual({
      brand: "mastercard",
      behaviour: "decline",
    });
  });

  it("should reject numbers failing the checksum or of the wrong length", () => {
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("42")).toBe(false);
    expect(passesLuhn("4242abcd42424242")).toBe(false);
  });
});

describe("given the payments environment", () => {
  it("should use the sandbox outside production and not in production", () => {
    expect(readPaymentsSettings({}, "development").sandbox).toBe(true);
    expect(readPaymentsSettings({}, "test").sandbox).toBe(true);
    expect(readPaymentsSettings({}, "production").sandbox).toBe(false);
    expect(readPaymentsSettings({ PAYMENTS_SANDBOX: "on" }, "production").sandbox).toBe(true);
    expect(readPaymentsSettings({ PAYMENTS_SANDBOX: "off" }, "development").sandbox).toBe(false);
  });

  it("should read provider secrets and refuse a sandbox switch it does not understand", () => {
    const settings = readPaymentsSettings(
      { PAYMENTS_PS_SECRET: " sk_live_x ", PAYMENTS_RZ_SECRET: "" },
      "test",
    );
    expect(settings.secrets).toEqual({ ps: "sk_live_x" });
    expect(() => readPaymentsSettings({ PAYMENTS_SANDBOX: "maybe" }, "test")).toThrow(
      'PAYMENTS_SANDBOX must be "on" or "off", got "maybe"',
    );
  });
});
