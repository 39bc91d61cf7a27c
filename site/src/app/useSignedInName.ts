import { useEffect, useState } from "react";
import { subscribe } from "valtio/vanilla";
import { restoreSession, session } from "../state/session";

let restored = false;

/**
 * What the bar and the forms read of the session, kept current as it changes.
 * The kept session (the token cookie and the stored user) is read here, right
 * after hydration, rather than when the runtime's chunks have come: a signed-in
 * customer's /myaccount otherwise showed "Log in" and "See plans" in its bar
 * until they had (issue #38's screens). Reading it again later is harmless.
 */
function useSessionRead<T>(read: () => T, prerendered: T): T {
  const [value, setValue] = useState<T>(prerendered);
  useEffect(() => {
    if (!restored) {
      restored = true;
      restoreSession();
    }
    const update = () => setValue(read());
    update();
    return subscribe(session, update);
  }, [read]);
  return value;
}

const readName = () => (session.token ? (session.user?.name ?? "") : null);
const readPaying = () => Boolean(session.token) && (session.user?.vip.remain_time ?? 0) > 0;

/**
 * The signed-in visitor's name ("" when the profile has none yet), or null
 * when signed out. Read after hydration: the prerendered header is the
 * signed-out one, and the session is restored in the browser (start-runtime).
 */
export function useSignedInName(): string | null {
  return useSessionRead(readName, null);
}

/**
 * Whether the signed-in visitor has VIP time left (a paying customer), read
 * like the name: false in the prerendered header and for visitors.
 */
export function useSignedInPaying(): boolean {
  return useSessionRead(readPaying, false);
}
