import { STORAGE_KEYS } from "@mvpn/contract/constants";
import { MESSAGES_GONE } from "../../i18n/messages-path";
/** SPEC.md §9: a failed page chunk may reload the page once per path within 10 s. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_KEY = STORAGE_KEYS.chunkReload;

type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * SPEC.md §4: a chunk that fails to load (usually: a new build replaced the
 * old files) reloads the page to fetch the new ones, but only once per path
 * within 10 s, so a chunk that is really gone cannot loop the page.
 */
export function shouldReloadForChunkError(
  path: string,
  now: number,
  storage: GuardStorage,
): boolean {
  try {
    const last = JSON.parse(storage.getItem(CHUNK_RELOAD_KEY) ?? "null") as {
      path?: string;
      at?: number;
    } | null;
    if (
      last?.path === path &&
      typeof last.at === "number" &&
      now - last.at < CHUNK_RELOAD_WINDOW_MS
    ) {
      return false;
    }
    storage.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ path, at: now }));
    return true;
  } catch {
    return false;
  }
}

/**
 * True for the errors browsers raise when a dynamic import's file is missing,
 * and for a page's message catalogs gone with the build that made the page
 * (src/i18n/catalogs.ts).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return (
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      message,
    ) || message.startsWith(MESSAGES_GONE)
  );
}

/** Listens for Vite's preload failures and reloads under the guard. Returns the unsubscribe. */
export function installChunkGuard(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (shouldReloadForChunkError(win.location.pathname, Date.now(), win.sessionStorage)) {
      event.preventDefault();
      win.location.reload();
    }
  };
  win.addEventListener("vite:preloadError", onPreloadError);
  return () => win.removeEventListener("vite:preloadError", onPreloadError);
}
