import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

/**
 * The JSON body of every error until the response envelope is settled: a
 * stable machine-readable `code` and a human-readable `message`.
 */
export interface ErrorBody {
  code: string;
  message: string;
}

/**
 * Central error handler. 4xx errors are the caller's: their message (e.g.
 * which field failed validation) goes back as it is. Anything else is ours: the
 * full error with its stack goes to the log under the request id, and the
 * caller gets a generic message, never internals or a stack trace.
 */
export function handleError(
  error: FastifyError & { headers?: Record<string, string> },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = errorStatus(error);

  if (status < 500) {
    request.log.info({ err: error, statusCode: status }, "request rejected");
    // e.g. Retry-After on a 429 from a rate limit.
    if (error.headers) reply.headers(error.headers);
    const body: ErrorBody = error.validation
      ? { code: "VALIDATION_ERROR", message: error.message }
      : { code: error.code ?? codeForStatus(status), message: error.message };
    return reply.code(status).send(body);
  }

  request.log.error({ err: error, statusCode: status }, "request failed");
  const body: ErrorBody = {
    code: codeForStatus(status),
    message: STATUS_CODES[status] ?? "Internal Server Error",
  };
  return reply.code(status).send(body);
}

/** `NOT_FOUND` for 404, `INTERNAL_SERVER_ERROR` for 500, … */
export function codeForStatus(status: number): string {
  return (STATUS_CODES[status] ?? "Error").toUpperCase().replace(/[^A-Z0-9]+/g, "_");
}

// An error status outside 400–599 is not a valid error status: SPEC.md §8
// says the default error status is 500.
function errorStatus(error: FastifyError): number {
  const status = error.statusCode;
  if (typeof status === "number" && Number.isInteger(status) && status >= 400 && status <= 599) {
    return status;
  }
  return 500;
}
