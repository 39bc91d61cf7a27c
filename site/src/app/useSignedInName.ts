import { useEffect, useState } from "react";
import { subscribe } from "valtio/vanilla";
import { session } from "../state/session";

/**
 * The signed-in visitor's name ("" when the profile has none yet), or null
 * when signed out. Read after hydration: the prerendered header is the
 * signed-out one, and the session is restored in the browser (start-runtime).
 */
export function useSignedInName(): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setName(session.token ? (session.user?.name ?? "") : null);
    read();
    return subscribe(session, read);
  }, []);
  return name;
}

/**
 * Whether the signed-in visitor has VIP time left (a paying customer), read
 * like the name: false in the prerendered header and for visitors.
 */
export function useSignedInPaying(): boolean {
  const [paying, setPaying] = useState(false);
  useEffect(() => {
    const read = () =>
      setPaying(Boolean(session.token) && (session.user?.vip.remain_time ?? 0) > 0);
    read();
    return subscribe(session, read);
  }, []);
  return paying;
}
