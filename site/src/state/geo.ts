import type { GeoInfo } from "@mvpn/contract";
import { proxy } from "valtio/vanilla";
import { localStore } from "../storage/expiring-storage";
import { USER_MESSAGE_KEY } from "../storage/storage-keys";

/** SPEC.md §3 "Geo info": the contract's shape, the api's answer to geo_info. */
export type { GeoInfo };

export interface GeoState {
  userMessage: GeoInfo | null;
}

/** SPEC.md §3: fetched at start-up and kept in local storage as `userMessage`. */
export const geo = proxy<GeoState>({ userMessage: null });

export function restoreGeo(): void {
  geo.userMessage = localStore.get<GeoInfo>(USER_MESSAGE_KEY);
}

export function setGeo(info: GeoInfo): void {
  geo.userMessage = info;
  localStore.set(USER_MESSAGE_KEY, info);
}

/**
 * Start-up geo fetch. `fetchGeo` is the api call (injected so this store never
 * pulls in the HTTP client); SPEC.md §8: a failure leaves null, nothing else.
 */
export async function loadGeo(fetchGeo: () => Promise<GeoInfo | null>): Promise<GeoInfo | null> {
  const info = await fetchGeo().catch(() => null);
  if (info) setGeo(info);
  return info;
}
