import { useCallback, useRef, useState, useSyncExternalStore } from "react";
import { localDateKey, msUntilNextLocalMidnight } from "./localDate";

/**
 * Where a dismissal is kept: `window.localStorage` fits as it is, and a site
 * can pass cookies or memory instead. Either method may throw (Safari's
 * private mode, a full quota, storage blocked by the browser).
 */
export interface DismissStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface DailyDismiss {
  /** True from the moment the banner is closed until the visitor's next local midnight. */
  closed: boolean;
  /** Closes the banner for the rest of today (SPEC.md §4). */
  close: () => void;
}

/** The storage key of a banner's dismissal: `banner-close:<id>`. */
export function dailyDismissKey(id: string): string {
  return `banner-close:${id}`;
}

function readSafely(storage: DismissStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

const systemClock = () => new Date();

/**
 * A banner that, once closed, stays closed for the rest of the local day and
 * shows again tomorrow (SPEC.md §4 "Closing a daily banner stores today's
 * date"). Closing stores today's date (`YYYY-MM-DD`, local) under
 * `banner-close:<id>`. If the storage throws, the banner still closes, for
 * this page's life only. An open page re-renders at local midnight, so a
 * banner closed yesterday comes back without a reload.
 *
 * During server rendering and hydration the banner counts as open (storage
 * is a browser thing); it closes right after hydration if it was closed today.
 *
 * @param now the clock, injectable for tests and stories
 */
export function useDailyDismiss(
  id: string,
  storage: DismissStorage,
  now: () => Date = systemClock,
): DailyDismiss {
  const key = dailyDismissKey(id);
  // The day this page closed the banner, kept in memory as well, so a
  // storage that throws or forgets (private mode) still closes it for the page's life.
  const [closedInMemoryOn, setClosedInMemoryOn] = useState<string | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;

  const subscribe = useCallback((listener: () => void) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scheduleMidnight = () => {
      // +1 ms so the callback runs on the new day, not on the last ms of the old one.
      timer = setTimeout(() => {
        listener();
        scheduleMidnight();
      }, msUntilNextLocalMidnight(nowRef.current()) + 1);
    };
    scheduleMidnight();
    return () => {
      clearTimeout(timer);
    };
  }, []);

  const closedToday = useSyncExternalStore(
    subscribe,
    () => {
      const today = localDateKey(nowRef.current());
      return readSafely(storage, key) === today || closedInMemoryOn === today;
    },
    () => false,
  );

  const close = useCallback(() => {
    const today = localDateKey(nowRef.current());
    setClosedInMemoryOn(today);
    try {
      storage.setItem(key, today);
    } catch {
      // Private mode or a full quota: the in-memory day above still closes it.
    }
  }, [storage, key]);

  return { closed: closedToday, close };
}
