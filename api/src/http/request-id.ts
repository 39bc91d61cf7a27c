import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

// Short and boring: an id from a proxy or a caller ends up in every log line,
// so it must not be able to forge log content or bloat it.
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Request id for logs and the `x-request-id` response header: the caller's
 * (a load balancer or another service tracing a request) when it is a short safe
 * token, otherwise a fresh UUID.
 *
 * Fastify's own `requestIdHeader` option would take the header as it comes, so
 * the app turns that option off and reads the header here instead.
 */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  if (typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}
