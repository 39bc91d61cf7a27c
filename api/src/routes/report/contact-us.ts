import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contactMessages } from "../../db/schema/index.js";
import { appNameOf } from "../../http/app-type.js";
import { sendTemplate } from "../../mail/mailer.js";
import { emailField } from "../../validation/schemas.js";
import { plainRoute } from "../mount.js";

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

const bodySchema = z.object({
  email: emailField(),
  name: text("name", 100).optional(),
  subject: text("subject", 200, { min: 1 }),
  message: text("message", 5000, { min: 1, multiline: true }),
  category: text("category", 50).optional(),
});

/**
 * POST report/v1/contact_us: a message for support, stored, and forwarded
 * by mail to SUPPORT_EMAIL. Rate limited per IP. The mail goes out after the
 * answer: a slow mail server must not make the form hang, and the message is
 * already safe in the database.
 */
export async function contactUsRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    method: "POST",
    path: "report/v1/contact_us",
    summary: "Send a message to support",
    auth: "optional",
    schema: {
      body: bodySchema,
      response: z.object({ id: z.number().int().describe("The message's reference number.") }),
    },
    rateLimits: [{ name: "contactPerIp", key: "ip" }],
    async handler(request) {
      const body = request.body;
      const [row] = await app.database.db
        .insert(contactMessages)
        .values({
          email: body.email,
          name: body.name ?? "",
          subject: body.subject,
          message: body.message,
          category: body.category ?? "",
          appType: request.appType,
          ip: request.ip,
          userId: request.user?.id ?? null,
        })
        .returning({ id: contactMessages.id });
      const id = row?.id ?? 0;
      sendTemplate(app.mailer, app.config.supportEmail, "contact_notification", "en", {
        id,
        email: body.email,
        name: body.name ?? "",
        subject: body.subject,
        category: body.category ?? "",
        message: body.message,
        appName: appNameOf(request.appType),
        ip: request.ip,
      }).catch((error: unknown) => {
        request.log.error(
          { err: error, contactId: id },
          "could not forward the contact message by mail",
        );
      });
      return { id };
    },
  });
}
