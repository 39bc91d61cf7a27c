import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Envelope } from "./envelope.js";

/**
 * Answers what Node's HTTP parser refuses before any route sees it, in the
 * envelope of docs/api.md, then closes the connection: a request that took
 * longer than HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS to arrive (408),
 * headers over Node's size limit (431), anything unparsable (400).
 * Fastify's default does the same with its own body; this one keeps the
 * `{ code, message }` shape and logs at info, like other rejected requests.
 */
export function handleClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", "The request took too long to arrive."]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "The request headers are too large."]
        : [400, "Bad Request", "The request is not valid HTTP."];
  this.log.info(
    { err: { message: error.message, code: error.code }, statusCode: status },
    "connection refused a malformed or slow request",
  );
  if (socket.writable) {
    const body = JSON.stringify({ code: status, message } satisfies Envelope);
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
