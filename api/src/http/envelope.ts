import type { Envelope, FieldProblem } from "@mvpn/contract";
import { SESSION_CODES } from "@mvpn/contract/constants";

// The envelope's shape and schemas, and the session codes, are the contract's
// (@mvpn/contract: calls/envelope.ts, constants/session.ts); this module makes
// the answers and the errors the api throws.
export type { Envelope, FieldProblem };

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
    // The wait in seconds for a client that words the message itself (the
    // checkout's signup, in the visitor's language), as Retry-After says.
    { retry_after: seconds },
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
