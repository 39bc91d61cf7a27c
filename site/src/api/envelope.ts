/** Every /api/mms and /ws answer (docs/api.md "The envelope"). */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "number"
  );
}

/** The api's paths of SPEC.md §7 are relative to this prefix. */
export const MMS_PREFIX = "/api/mms/";

export const mms = (path: string): string => `${MMS_PREFIX}${path.replace(/^\/+/, "")}`;
