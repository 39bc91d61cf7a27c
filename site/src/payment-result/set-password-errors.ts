import { isEnvelope } from "../api/envelope";

export interface SetPasswordErrors {
  password?: string;
  confirm?: string;
  /** A problem that is no field's: a conflict, the network. */
  form?: string;
}

/**
 * What a failed set_password says, by field (docs/api.md: `data.fields:
 * [{ path, message }]` on 400, e.g. a common password, in the language the
 * call named); the api's sentence for the form otherwise (409 "already has a
 * password"), or null when there is no answer to show (network).
 */
export function setPasswordErrorsOf(reason: unknown): SetPasswordErrors | null {
  if (!isEnvelope(reason)) return null;
  const data = reason.data as { fields?: { path?: unknown; message?: unknown }[] } | null;
  const field = data?.fields?.find(
    (item) => item.path === "password" && typeof item.message === "string",
  );
  if (field) return { password: field.message as string };
  const message = typeof reason.message === "string" ? reason.message.trim() : "";
  return message ? { form: message } : null;
}
