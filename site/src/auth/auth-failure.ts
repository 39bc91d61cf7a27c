import { isEnvelope } from "../api/envelope";

/**
 * What went wrong with an account call, in the few kinds a form words
 * itself (docs/api.md "Statuses and body codes"):
 * - `rejected`: a 400 that is no field's (login: "the email or password is
 *   incorrect", one sentence whether or not the account exists);
 * - `field`: a 400 naming fields (`data.fields`), by path, with the api's
 *   sentence (in the language the call named);
 * - `bot`: the bot check refused or could not run (empty, reused or expired
 *   token; the provider unreachable, 503);
 * - `rate-limited`: 429 (Retry-After);
 * - `conflict`: 409;
 * - `network`: no answer, or the api's own trouble (5xx): try again.
 */
export type AuthFailure =
  | { kind: "rejected"; message: string }
  | { kind: "field"; fields: Readonly<Record<string, string>>; message: string }
  | { kind: "bot" }
  | { kind: "rate-limited" }
  | { kind: "conflict"; message: string }
  | { kind: "network" };

const BOT_CHECK = /recaptcha|bot check/i;

export function authFailureOf(reason: unknown): AuthFailure {
  if (reason instanceof Error && reason.name === "EmptyBotTokenError") return { kind: "bot" };
  if (!isEnvelope(reason)) return { kind: "network" };
  const message = typeof reason.message === "string" ? reason.message.trim() : "";
  const code = reason.code;
  if (code === 429) return { kind: "rate-limited" };
  if (code === 409) return { kind: "conflict", message };
  if (code === 503 && BOT_CHECK.test(message)) return { kind: "bot" };
  if (code === 400) {
    const fields = fieldsOf(reason.data);
    if (Object.keys(fields).length > 0) return { kind: "field", fields, message };
    if (BOT_CHECK.test(message)) return { kind: "bot" };
    return { kind: "rejected", message };
  }
  return { kind: "network" };
}

function fieldsOf(data: unknown): Record<string, string> {
  const list = (data as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(list)) return {};
  const fields: Record<string, string> = {};
  for (const item of list as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path === "string" && typeof item.message === "string" && !fields[item.path]) {
      fields[item.path] = item.message;
    }
  }
  return fields;
}
