import { isEnvelope } from "../api/envelope";

export interface ChangePasswordErrors {
  old?: string;
  next?: string;
  confirm?: string;
  /** A problem that is no field's: no password yet (409), the network. */
  form?: string;
}

interface FieldError {
  path?: unknown;
  message?: unknown;
}

function fieldsOf(reason: unknown): FieldError[] {
  if (!isEnvelope(reason)) return [];
  const data = reason.data as { fields?: FieldError[] } | null;
  return Array.isArray(data?.fields) ? data.fields : [];
}

function fieldMessage(fields: FieldError[], path: string): string | undefined {
  const field = fields.find((item) => item.path === path && typeof item.message === "string");
  return field ? (field.message as string) : undefined;
}

/** The api's own sentence of a failed call (a 4xx), or null when it sent none (network). */
export function apiMessageOf(reason: unknown): string | null {
  if (!isEnvelope(reason)) return null;
  const message = typeof reason.message === "string" ? reason.message.trim() : "";
  return message === "" ? null : message;
}

/**
 * What a failed change_password says, by field (docs/api.md: `data.fields:
 * [{ path, message }]` on 400: a wrong current password, a common new one), the
 * api's sentence for the form otherwise, or null when there is nothing to show.
 */
export function changePasswordErrorsOf(reason: unknown): ChangePasswordErrors | null {
  const fields = fieldsOf(reason);
  const old = fieldMessage(fields, "old_password");
  const next = fieldMessage(fields, "new_password");
  if (old || next) return { ...(old ? { old } : {}), ...(next ? { next } : {}) };
  const message = apiMessageOf(reason);
  return message ? { form: message } : null;
}

/** What a failed user_ip/bind says about the address, or the api's sentence. */
export function ipErrorOf(reason: unknown): string | null {
  return fieldMessage(fieldsOf(reason), "ip") ?? apiMessageOf(reason);
}
