import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { contactMessages } from "../../db/schema/index.js";
import { devToolsAccess, isLocalRequest } from "./dev-tools.js";

export const DEV_CONTACT_PATH = "/dev/contact";

/**
 * GET /dev/contact/<id>: one message sent through report/v1/contact_us as
 * the database holds it, as JSON. For a developer trying the contact form,
 * and for the end-to-end tests, which check that a message sent in the
 * browser was stored as typed. Same access as /dev/outbox (dev-tools.ts):
 * never in production, loopback clients only by default.
 */
export async function devContactRoute(app: FastifyInstance): Promise<void> {
  const { access } = devToolsAccess(app.config);
  if (access === "off") return;
  app.get<{ Params: { id: string } }>(`${DEV_CONTACT_PATH}/:id`, async (request, reply) => {
    if (access === "loopback" && !isLocalRequest(request)) return reply.callNotFound();
    reply.header("cache-control", "no-store");
    const id = request.params.id;
    if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
      return reply.code(400).send({ error: "a contact message id is a positive integer" });
    }
    const db = app.database.db;
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, Number(id)));
    if (!message) return reply.code(404).send({ error: "no such contact message" });
    return {
      id: message.id,
      email: message.email,
      name: message.name,
      subject: message.subject,
      message: message.message,
      category: message.category,
      app_type: message.appType,
      user_id: message.userId,
      created_at: message.createdAt.toISOString(),
    };
  });
}
