import { describe, expect, it } from "vitest";
import {
  type ContactValues,
  checkContact,
  contactBody,
  contactFailureOf,
  MESSAGE_MAX_LENGTH,
} from "./contact-form";
import { contactMessages } from "./contact-messages";

const valid: ContactValues = {
  email: " jane@example.com ",
  topic: "billing",
  message: "Charged twice\nfor one plan",
  order: "",
};

describe("given the contact form", () => {
  it("should accept a complete message", () => {
    expect(checkContact(valid)).toEqual({});
  });

  it("should name each missing field", () => {
    expect(checkContact({ email: "", topic: "", message: "  ", order: "" })).toEqual({
      email: contactMessages.emailMissing,
      topic: contactMessages.topicMissing,
      message: contactMessages.messageMissing,
    });
  });

  it("should refuse what the api would refuse", () => {
    expect(checkContact({ ...valid, email: "jane@" }).email).toBe(contactMessages.emailInvalid);
    expect(checkContact({ ...valid, message: "x".repeat(MESSAGE_MAX_LENGTH + 1) }).message).toBe(
      contactMessages.messageTooLong,
    );
    expect(checkContact({ ...valid, message: "bell\u0007" }).message).toBe(
      contactMessages.messageUnprintable,
    );
    expect(checkContact({ ...valid, order: "1207" }).order).toBe(contactMessages.orderInvalid);
  });

  it("should send the topic as category and subject, with the order reference in the subject", () => {
    expect(contactBody(valid)).toEqual({
      email: "jane@example.com",
      subject: "billing",
      message: "Charged twice\nfor one plan",
      category: "billing",
    });
    const order = "0B0E7C1E-5D2A-4F6B-9A51-3C8E2F7D9A10";
    expect(contactBody({ ...valid, order }).subject).toBe(`billing · ${order.toLowerCase()}`);
  });

  it("should tell a rate limit, a refusal and a lost connection apart", () => {
    expect(contactFailureOf({ code: 429, message: "Too many requests" })).toBe("busy");
    expect(contactFailureOf({ code: 400, message: "message is required" })).toBe("rejected");
    expect(contactFailureOf({ code: 503 })).toBe("unavailable");
    expect(contactFailureOf(new Error("Network Error"))).toBe("network");
  });
});
