import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { badRequest } from "../../http/envelope.js";
import { BASE_CURRENCY, CURRENCIES } from "../../payments/currency.js";
import { CPS_TYPES, type Cps } from "../../payments/orders/order-input.js";

const PLAN_ID_MESSAGE = "plan_id must be a positive whole number, the id of a plan";

/** A plan id as a number, or as a string of digits (form posts and query strings send strings). */
export const planIdField = z
  .preprocess(
    (value) => (typeof value === "string" && /^[0-9]{1,10}$/.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined ? "plan_id is required" : PLAN_ID_MESSAGE),
      })
      .int({ error: PLAN_ID_MESSAGE })
      .min(1, { error: PLAN_ID_MESSAGE })
      .max(2_147_483_647, { error: PLAN_ID_MESSAGE }),
  )
  .describe("The id of a plan from providers/plans.");

export const currencyField = z
  .enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(", ")}` })
  .default(BASE_CURRENCY)
  .describe("The currency the buyer saw the price in (from /l10n/prices); USD when absent.");

export const orderIdField = z
  .uuid({ error: "order_id must be a UUID" })
  .transform((id) => id.toLowerCase())
  .describe("The order id.");

/**
 * SPEC.md §3 `_cps`: the affiliate attribution, { type: cj | cf | admitad,
 * cookie }. An empty or null `_cps`, or one with an empty type, means "no
 * affiliate" (the site sends it on every purchase).
 */
export const cpsField = z
  .object({
    type: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(
        z.enum([...CPS_TYPES, ""], {
          error: `_cps.type must be one of ${CPS_TYPES.join(", ")}`,
        }),
      ),
    cookie: z
      .string()
      .max(512, { error: "_cps.cookie must be at most 512 characters" })
      .default(""),
  })
  .nullable()
  .optional()
  .transform((cps): Cps | undefined =>
    cps && cps.type !== "" ? { type: cps.type, cookie: cps.cookie } : undefined,
  )
  .describe("Affiliate attribution: { type: cj | cf | admitad, cookie }.");

/**
 * A same-origin path for the provider's page to send the buyer back to
 * (e.g. "/de/paystatus" for a German page); "/paystatus" when absent. The
 * api adds `order` and `provider` to its query. Never another origin: an open
 * redirect would let anyone bounce buyers to a look-alike site.
 */
export const returnUrlField = z
  .string()
  .max(512, { error: "return_url must be at most 512 characters" })
  .refine(isSameOriginPath, {
    error: 'return_url must be a path on this site, such as "/paystatus"',
  })
  .optional()
  .describe(
    'A path on this site to come back to after a hosted checkout; "/paystatus" by default.',
  );

export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return false;
  // Whitespace and control characters (code points below 0x20) have no place in a path.
  if (/\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20)) return false;
  try {
    const base = "http://same.invalid";
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The fields every purchase call shares. */
export const purchaseFields = {
  plan_id: planIdField,
  currency: currencyField,
  order_id: orderIdField
    .optional()
    .describe(
      "An order id the client generated (UUID): sending the same one again returns the same order.",
    ),
  _cps: cpsField,
  return_url: returnUrlField,
};

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
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

/** The X-From header (an affiliate name such as "CJ"), or undefined; 400 when malformed. */
export function xFromOf(request: FastifyRequest): string | undefined {
  const raw = request.headers["x-from"];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (value === undefined || value === "") return undefined;
  if (!X_FROM.test(value)) {
    throw badRequest("The X-From header must be an affiliate name such as CJ.", [
      { path: "X-From", message: "must be 1 to 32 letters, digits, '-' or '_'" },
    ]);
  }
  return value;
}
