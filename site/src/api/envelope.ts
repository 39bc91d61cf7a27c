import type { Envelope as ContractEnvelope } from "@mvpn/contract";
import { MMS_PREFIX } from "@mvpn/contract/constants";

/** Every /api/mms and /ws answer (docs/api.md "The envelope"; the contract's shape), read for its data. */
export type Envelope<T> = ContractEnvelope<T> & { data: T };

export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { code?: unknown }).code === "number"
  );
}

/** The api's paths of SPEC.md §7 are relative to this prefix (the contract's). */
export { MMS_PREFIX };

export const mms = (path: string): string => `${MMS_PREFIX}${path.replace(/^\/+/, "")}`;
