import { STORAGE_KEYS } from "@mvpn/contract/constants";
import { type KeyValueStore, localStore } from "../storage/key-value-store";

/** SPEC.md §9 "Storage keys": the front-end user id in local storage. */
export const FRONT_ID_KEY = STORAGE_KEYS.frontId;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A version 4 UUID. `crypto.randomUUID` exists only in secure contexts, so plain http gets one built by hand. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The browser's front_id (SPEC.md §3): a random UUID made on the first visit
 * and kept in local storage; a value that is not a UUID is replaced.
 */
export function frontId(storage: KeyValueStore = localStore): string {
  const stored = storage.getItem(FRONT_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const id = randomUuid();
  storage.setItem(FRONT_ID_KEY, id);
  return id;
}
