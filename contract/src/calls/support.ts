import { z } from "zod";
import { ENDPOINTS } from "../constants/calls";
import { defineCall } from "./call";
import { emailField } from "./fields";

// SPEC.md §7 "Support and reporting": contact_us (analytics: analytics.ts).

// Printable text: no control characters except line breaks and tabs in the message.
const SINGLE_LINE = /^[^\p{Cc}]*$/u;
const MULTI_LINE = /^(?:[^\p{Cc}]|[\n\r\t])*$/u;

function text(field: string, max: number, options: { multiline?: boolean; min?: number } = {}) {
  return z
    .string()
    .trim()
    .min(options.min ?? 0, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters long` })
    .refine((value) => (options.multiline ? MULTI_LINE : SINGLE_LINE).test(value), {
      error: `${field} contains characters that are not allowed`,
    });
}

/** The limits of the contact form's fields (the form can show them as it counts). */
export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000, category: 50 } as const;

export const contactBodySchema = z
  .object({
    email: emailField(),
    name: text("name", CONTACT_LIMITS.name).optional(),
    subject: text("subject", CONTACT_LIMITS.subject, { min: 1 }),
    message: text("message", CONTACT_LIMITS.message, { min: 1, multiline: true }),
    category: text("category", CONTACT_LIMITS.category).optional(),
  })
  .meta({
    examples: [
      {
        email: "jane@example.com",
        name: "Jane",
        subject: "Cannot connect from the hotel",
        message: "The app says connecting…\nand never connects.",
        category: "connection",
      },
    ],
  });
export type ContactBody = z.input<typeof contactBodySchema>;

export const contactUsCall = defineCall(ENDPOINTS.contactUs, {
  body: contactBodySchema,
  response: z
    .object({ id: z.number().int().describe("The message's reference number.") })
    .meta({ examples: [{ id: 1207 }] }),
});
