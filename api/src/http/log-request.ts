import { LogController } from "fastify";

/**
 * One access line per request, written when it is answered: the request as
 * logger-options.ts serializes it (its URL made safe to log), the status and
 * the milliseconds it took, under the request's id. Fastify writes a second
 * line, "incoming request", as each request arrives; it doubled the logging
 * cost of every call (issue #34, the api against bare Fastify) and told
 * nothing the answer's line does not. Errors keep Fastify's own lines.
 */
export class AccessLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    ...[error, request, reply]: Parameters<LogController["requestCompleted"]>
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        "request errored",
      );
    } else {
      reply.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        "request completed",
      );
    }
  }
}
