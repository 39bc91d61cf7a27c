import { useEffect, useState } from "react";
import { subscribe } from "valtio/vanilla";
import { session } from "../state/session";
import type { UserInfo } from "../state/user-info";

/**
 * The signed-in visitor's user info, null when signed out or not restored
 * yet. Read after hydration, like the header's name: the prerendered page
 * knows no visitor.
 */
export function useSessionUser(): UserInfo | null {
  const [user, setUser] = useState<UserInfo | null>(null);
  useEffect(() => {
    const read = () => setUser(session.token && session.user ? { ...session.user } : null);
    read();
    return subscribe(session, read);
  }, []);
  return user;
}
