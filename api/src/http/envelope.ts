import { z } from "zod";

/**
 * The body of every `/api/mms` and `/ws` answer (docs/api.md, "Envelope"):
 * `code` 0 with HTTP 200 on success, otherwise the HTTP status or one of the
 * session codes below, and a sentence a person can read.
 */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data?: T;
}

/** Body codes with a meaning of their own (SPEC.md §4/§8): the client asks "You have been logged out…". */
export const SESSION_CODES = {
  /** The token is unknown, malformed or was never issued. */
  invalid: 50008,
  /** The token was revoked: logout, password change or device unbind. */
  revoked: 50012,
  /** The token is past its expiry. */
  expired: 50014,
} as const;

/** A validation failure for one field: `path` like "events.3.event_name". */
export interface FieldProblem {
  path: string;
  message: string;
}

export const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again.";

/** The success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: "ok", data };
}

/**
 * An error the caller should see: the error handler answers it with
 * `httpStatus` and `{ code, message, data }`. Throw it from handlers and hooks;
 * anything else thrown becomes a logged 500 with a generic message.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  readonly code: number;
  readonly data: unknown;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string>;

  constructor(
    httpStatus: number,
    code: number,
    message: string,
    data?: unknown,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.httpStatus = httpStatus;
    this.code = code;
    this.data = data;
    this.headers = headers;
  }
}

export function badRequest(message: string, fields?: FieldProblem[]): ApiError {
  return new ApiError(400, 400, message, fields === undefined ? undefined : { fields });
}

/**
 * 401. `code` 401 means "no credentials" (the client sends the person to
 * /login); the session codes 50008/50012/50014 mean "your token stopped
 * working" (the client asks first).
 */
export function unauthorized(code: number = 401, message?: string): ApiError {
  return new ApiError(401, code, message ?? unauthorizedMessage(code));
}

export function forbidden(message = "You are not allowed to do this."): ApiError {
  return new ApiError(403, 403, message);
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 404, message);
}

export function conflict(message: string): ApiError {
  return new ApiError(409, 409, message);
}

export function tooManyRequests(retryAfterSeconds: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    429,
    `Too many requests. Please try again in ${describeWait(seconds)}.`,
    undefined,
    {
      "retry-after": String(seconds),
    },
  );
}

function unauthorizedMessage(code: number): string {
  switch (code) {
    case SESSION_CODES.invalid:
      return "Your session is not valid. Please log in again.";
    case SESSION_CODES.revoked:
      return "You have been logged out. Please log in again.";
    case SESSION_CODES.expired:
      return "Your session has expired. Please log in again.";
    default:
      return "Please log in to continue.";
  }
}

/** "42 seconds", "1 minute", "15 minutes", "2 hours". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? "1 second" : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? "1 hour" : `${hours} hours`;
}

/** The zod schema of a success envelope around `data` (responses and OpenAPI). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), message: z.literal("ok"), data });
}

/** The zod schema of every error envelope (responses and OpenAPI). */
export const errorEnvelopeSchema = z
  .object({
    code: z.number().int(),
    message: z.string(),
    data: z
      .looseObject({
        fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      })
      .optional(),
  })
  .meta({ id: "ErrorEnvelope", description: "Every error answer: see docs/api.md." });
