import { STORAGE_KEYS } from "@mvpn/contract/constants";

/** Session-storage flag of SPEC.md §2's compatibility mode: set once the one reload has happened. */
export const COMPAT_RELOAD_KEY = STORAGE_KEYS.compatReload;

type FlagStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * SPEC.md §2: in compatibility mode a path outside the known routes triggers
 * one full-page reload to that URL per session (the server may know a page
 * this build does not, e.g. after a deploy). True means: reload now; the flag
 * is set first, so a second unknown path in the session shows the not-found page.
 */
export function shouldCompatReload(storage: FlagStorage): boolean {
  try {
    if (storage.getItem(COMPAT_RELOAD_KEY)) return false;
    storage.setItem(COMPAT_RELOAD_KEY, "1");
    return true;
  } catch {
    // Storage blocked (private mode, policy): without the flag a reload could loop, so never reload.
    return false;
  }
}
