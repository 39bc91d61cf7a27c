import type { FastifyInstance } from "fastify";

/**
 * Makes `app.close()` finish as soon as in-flight requests are done.
 *
 * On close Fastify stops listening and drops idle keep-alive connections, but a
 * connection busy with a request at that moment becomes idle again once it has
 * answered, and the client keeps it for reuse: the server would then wait for
 * the keep-alive timeout (72 s) and blow the shutdown delay. Answering with
 * `Connection: close` once closing has begun makes both ends hang up after
 * that last response.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });
}
