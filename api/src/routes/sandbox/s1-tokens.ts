import type { FastifyInstance, FastifyReply } from "fastify";
import { S1_SANDBOX_PUBLIC_KEY } from "../../payments/s1/sandbox-adapter.js";
import { CardError } from "../../payments/s1/sandbox-tokens.js";

/**
 * POST /sandbox/s1/tokens: the s1 sandbox's card tokeniser, what the card
 * provider's script does in the browser. Body (JSON):
 * `{ public_key, number, exp_month, exp_year, cvc }`; answers
 * `{ id: "tok_sandbox_…", card: { brand, last4, exp_month, exp_year } }`.
 *
 * It speaks the card provider's dialect, not the api's envelope: errors are
 * `{ error: { type, code?, param?, message } }` with 401 for a wrong key, 400
 * for a malformed request and 402 for a card that cannot be used.
 */
export async function s1TokenRoutes(app: FastifyInstance): Promise<void> {
  app.post("/sandbox/s1/tokens", { bodyLimit: 16 * 1024 }, async (request, reply) => {
    if (app.payments.adapter("s1")?.mode !== "sandbox") {
      return reply
        .code(404)
        .send({ error: { type: "invalid_request_error", message: "Not found." } });
    }
    const body = request.body;
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return invalid(
        reply,
        undefined,
        "Send a JSON object with public_key, number, exp_month, exp_year and cvc.",
      );
    }
    const fields = body as Record<string, unknown>;
    if (fields.public_key !== S1_SANDBOX_PUBLIC_KEY) {
      return reply.code(401).send({
        error: {
          type: "invalid_request_error",
          message:
            "Invalid public key: use the key of GET /api/mms/payment/v1/providers/s1/publickey.",
        },
      });
    }
    const number = textOf(fields.number);
    const cvc = textOf(fields.cvc);
    const expMonth = wholeNumberOf(fields.exp_month);
    const expYear = wholeNumberOf(fields.exp_year);
    if (number === undefined || number.length > 40)
      return invalid(reply, "number", "number is required: the card number.");
    if (expMonth === undefined)
      return invalid(reply, "exp_month", "exp_month is required: the expiry month, 1 to 12.");
    if (expYear === undefined)
      return invalid(reply, "exp_year", "exp_year is required: the expiry year, such as 2030.");
    if (cvc === undefined || cvc.length > 8)
      return invalid(reply, "cvc", "cvc is required: the 3 or 4 digits on the card.");
    try {
      const token = await app.payments.cardTokens.create({ number, expMonth, expYear, cvc });
      reply.header("cache-control", "no-store");
      return {
        id: token.id,
        object: "token",
        card: {
          brand: token.brand,
          last4: token.last4,
          exp_month: token.expMonth,
          exp_year: token.expYear,
        },
      };
    } catch (error) {
      if (!(error instanceof CardError)) throw error;
      return reply.code(402).send({
        error: { type: "card_error", code: error.code, param: error.param, message: error.message },
      });
    }
  });
}

function invalid(reply: FastifyReply, param: string | undefined, message: string) {
  return reply.code(400).send({
    error: { type: "invalid_request_error", ...(param !== undefined && { param }), message },
  });
}

function textOf(value: unknown): string | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function wholeNumberOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === "string" && /^[0-9]{1,4}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}
