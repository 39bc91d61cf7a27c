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
