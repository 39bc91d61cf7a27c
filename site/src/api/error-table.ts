import { SESSION_EXPIRY_CODES as EXPIRY_CODES } from "@mvpn/contract/constants";
import { isEnvelope } from "./envelope";
import { apiMessages } from "./messages";
import type { ApiUi } from "./ui-port";

/** SPEC.md §4 "Session" and §8: a body code that signs the visitor out at once. */
export const SIGNED_OUT_CODES: ReadonlySet<number> = new Set([401, 403]);
/** SPEC.md §9 "Session-expiry codes": asked about, with a non-200 status. */
export const SESSION_EXPIRY_CODES: ReadonlySet<number> = new Set(EXPIRY_CODES);

export const LOGIN_PATH = "/login";

export interface SessionPort {
  token(): string | null;
  clear(): void;
}

export interface ErrorTableDeps {
  ui: ApiUi;
  session: SessionPort;
}

export type SessionOutcome = "signed-out" | "expiry-accepted" | "expiry-cancelled" | null;

// Several calls failing together must not stack several identical confirms.
let openConfirm: Promise<SessionOutcome> | null = null;

/**
 * SPEC.md §8 rows "Body code 401 or 403" and "Body code 50008, 50012 or 50014
 * with non-200". Returns what happened, or null when the body is not about
 * the session.
 */
export async function applySessionRules(
  status: number,
  body: unknown,
  { ui, session }: ErrorTableDeps,
): Promise<SessionOutcome> {
  if (!isEnvelope(body)) return null;
  if (SIGNED_OUT_CODES.has(body.code)) {
    session.clear();
    ui.navigate(LOGIN_PATH);
    return "signed-out";
  }
  if (SESSION_EXPIRY_CODES.has(body.code) && status !== 200) {
    openConfirm ??= askToLogInAgain({ ui, session }).finally(() => {
      openConfirm = null;
    });
    return openConfirm;
  }
  return null;
}

async function askToLogInAgain({ ui, session }: ErrorTableDeps): Promise<SessionOutcome> {
  const accepted = await ui.confirm(ui.formatMessage(apiMessages.loggedOut));
  if (!accepted) return "expiry-cancelled";
  session.clear();
  ui.reload();
  return "expiry-accepted";
}

/**
 * SPEC.md §8 "Non-200 response from the admin wrapper": the server's message,
 * or "Error" when it sent none.
 */
export async function alertFailure(body: unknown, ui: ApiUi): Promise<void> {
  const message =
    isEnvelope(body) && typeof body.message === "string" && body.message.trim() !== ""
      ? body.message
      : ui.formatMessage(apiMessages.genericError);
  await ui.alert(message);
}

interface FailedRequest {
  response?: { data?: unknown } | undefined;
  cause?: unknown;
}

/**
 * SPEC.md §8 "Response error: rejects with the response body, or the string
 * 'error'" and "Request status 'error': rejects with the response data, the
 * cause or the error itself".
 */
export function rejectionReason(error: FailedRequest): unknown {
  if (error.response) {
    const body = error.response.data;
    return body === undefined || body === null || body === "" ? "error" : body;
  }
  return error.cause ?? error;
}
