import { contactUsCall } from "@mvpn/contract";
import type { FastifyInstance } from "fastify";
import { contactMessages } from "../../db/schema/index.js";
import { appNameOf } from "../../http/app-type.js";
import { sendTemplate } from "../../mail/mailer.js";
import { fromContract, plainRoute } from "../mount.js";

/**
 * POST report/v1/contact_us: a message for support, stored, and forwarded
 * by mail to SUPPORT_EMAIL. Rate limited per IP. The mail goes out after the
 * answer: a slow mail server must not make the form hang, and the message is
 * already safe in the database.
 */
export async function contactUsRoute(app: FastifyInstance): Promise<void> {
  plainRoute(app, {
    ...fromContract(contactUsCall),
    summary: "Send a message to support",
    auth: "optional",
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
