import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, type Envelope, GENERIC_SERVER_ERROR } from "./envelope.js";
import { describeValidation, type ValidationItem } from "./validation-message.js";

type AnyError = FastifyError & {
  headers?: Record<string, string>;
  validation?: ValidationItem[];
  validationContext?: string;
};

/**
 * Central error handler: every error becomes the envelope of docs/api.md
 * `{ code, message, data? }` with the matching HTTP status.
 *
 * - ApiError (thrown by handlers and hooks): its status, code, message, data.
 * - Validation errors (zod through the type provider, or ajv): 400 with a
 *   sentence naming the field and `data.fields`.
 * - Fastify's own 4xx (malformed JSON, 413 body too large, 415, 404): their
 *   status, with a readable message.
 * - Anything else is ours: logged with its stack under the request id, and
 *   answered 500 with a generic sentence, never internals or a stack.
 */
export function handleError(error: AnyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toEnvelope(error, validatedInput(error, request));
  if (status >= 500) {
    request.log.error({ err: error, statusCode: status }, "request failed");
  } else {
    request.log.info(
      { err: { message: error.message, code: error.code }, statusCode: status },
      "request rejected",
    );
  }
  if (headers) reply.headers(headers);
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

function validatedInput(error: AnyError, request: FastifyRequest): unknown {
  if (error.validationContext === "body") return request.body;
  if (error.validationContext === "querystring") return request.query;
  return undefined;
}

export function toEnvelope(
  error: AnyError,
  input?: unknown,
): {
  status: number;
  body: Envelope;
  headers?: Record<string, string>;
} {
  if (error instanceof ApiError) {
    const body: Envelope = { code: error.code, message: error.message };
    if (error.data !== undefined) body.data = error.data;
    return { status: error.httpStatus, body, headers: error.headers };
  }

  if (Array.isArray(error.validation) && error.validation.length > 0) {
    const { message, fields } = describeValidation(
      error.validation,
      error.validationContext,
      input,
    );
    return { status: 400, body: { code: 400, message, data: { fields } } };
  }

  const status = errorStatus(error);
  if (status >= 500) {
    return { status, body: { code: status, message: GENERIC_SERVER_ERROR } };
  }
  return {
    status,
    body: { code: status, message: readableMessage(error, status) },
    headers: error.headers,
  };
}

// Fastify's messages are written for developers; callers get these instead.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty but the content type says JSON.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported: send application/json.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
  FST_ERR_BAD_URL: "The address is not valid.",
  FST_ERR_ASYNC_CONSTRAINT: "The request is not valid.",
};

function readableMessage(error: AnyError, status: number): string {
  const known = error.code === undefined ? undefined : FASTIFY_MESSAGES[error.code];
  if (known !== undefined) return known;
  if (status === 415) return FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_MEDIA_TYPE as string;
  if (status === 413) return FASTIFY_MESSAGES.FST_ERR_CTP_BODY_TOO_LARGE as string;
  return error.message;
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
