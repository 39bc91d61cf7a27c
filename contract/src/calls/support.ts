import { z } from "zod";
import { ENDPOINTS } from "../constants/calls";
import { CONTACT_LIMITS, isPrintableText } from "../validation/contact";
import { defineCall } from "./call";
import { emailField } from "./fields";

// SPEC.md §7 "Support and reporting": contact_us (analytics: analytics.ts).

function text(field: string, max: number, options: { multiline?: boolean; min?: number } = {}) {
  return z
    .string()
    .trim()
    .min(options.min ?? 0, { error: `${field} is required` })
    .max(max, { error: `${field} must be at most ${max} characters long` })
    .refine((value) => isPrintableText(value, options.multiline), {
      error: `${field} contains characters that are not allowed`,
    });
}

export { CONTACT_LIMITS };

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
