import { APP_TYPE_HEADER as APP_TYPE_HEADER_NAME, isKnownAppType } from "@mvpn/contract/constants";
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from "fastify";
import { badRequest } from "./envelope.js";

// The table of SPEC.md §3 "Product id to app name" is the contract's.
export { appNameOf, isKnownAppType } from "@mvpn/contract/constants";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's application type from X-App-Type (SPEC.md §3); 0 on routes that do not check it. */
    appType: number;
  }
}

/** X-App-Type, as Fastify names request headers (lower case). */
export const APP_TYPE_HEADER = APP_TYPE_HEADER_NAME.toLowerCase();

// Plain decimal digits only: "501", not " 501", "0x1f5", "501.0" or "5e2".
const DECIMAL = /^[0-9]{1,6}$/;

/**
 * Reads and checks the X-App-Type header: missing → 400 "The X-App-Type
 * header is required", anything but a known type → 400 "Unknown application
 * type: <value>".
 */
export function parseAppType(header: string | string[] | undefined): number {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || raw.trim() === "") {
    throw badRequest("The X-App-Type header is required");
  }
  const value = raw.trim();
  const appType = DECIMAL.test(value) ? Number(value) : Number.NaN;
  if (!isKnownAppType(appType)) {
    // Shown back to the caller: keep it short and printable.
    const shown = value.slice(0, 40).replace(/[^\x20-\x7e]/g, "?");
    throw badRequest(`Unknown application type: ${shown}`);
  }
  return appType;
}

/**
 * onRequest hook: rejects a request without a known X-App-Type and exposes
 * `request.appType`. routes/mount.ts adds it to every /api/mms and /ws route;
 * a route registered without mount.ts can add it itself (`onRequest:
 * checkAppType`). Runs before the body is read, so a wrong header costs no
 * parsing.
 */
export function checkAppType(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  // Synchronous (a throw reaches Fastify's error handler as a rejection would): no promise per request.
  request.appType = parseAppType(request.headers[APP_TYPE_HEADER]);
  done();
}
