import {
  IDEMPOTENCY_KEY_HEADER as IDEMPOTENCY_KEY_NAME,
  X_FROM_HEADER,
} from "@mvpn/contract/constants";
import type { FastifyRequest } from "fastify";
import { badRequest } from "../../http/envelope.js";

// The headers of the purchase calls, read from a Fastify request (the
// bodies' schemas are the contract's: @mvpn/contract, calls/payments.ts).

/** Idempotency-Key, as Fastify names request headers (lower case). */
export const IDEMPOTENCY_KEY_HEADER = IDEMPOTENCY_KEY_NAME.toLowerCase();
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key header, or undefined; 400 when present but not 1–255 visible ASCII characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || !IDEMPOTENCY_KEY.test(value)) {
    throw badRequest("The Idempotency-Key header must be 1 to 255 visible ASCII characters.", [
      { path: "Idempotency-Key", message: "must be 1 to 255 visible ASCII characters" },
    ]);
  }
  return value;
}

const X_FROM = /^[A-Za-z0-9_-]{1,32}$/;
const X_FROM_NAME = X_FROM_HEADER.toLowerCase();

/** The X-From header (an affiliate name such as "CJ"), or undefined; 400 when malformed. */
export function xFromOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[X_FROM_NAME];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value === undefined || value === "") return undefined;
  if (!X_FROM.test(value)) {
    throw badRequest("The X-From header must be an affiliate name such as CJ.", [
      { path: "X-From", message: "must be 1 to 32 letters, digits, '-' or '_'" },
    ]);
  }
  return value;
}
