import { useEffect, useState } from "react";
import { quietApi } from "../api/quiet";
import { isLoggedIn } from "../state/session";

export type ProfileFreshness = "loading" | "fresh" | "stale";

/**
 * Fetches the profile once and applies it to the session (SPEC.md §3), so
 * the VIP time and `password_set` are those after the payment, not those of
 * the page load before it. "stale" when the fetch failed: the stored user
 * info is all there is.
 */
export function useFreshProfile(): ProfileFreshness {
  const [freshness, setFreshness] = useState<ProfileFreshness>("loading");
  useEffect(() => {
    if (!isLoggedIn()) {
      setFreshness("stale");
      return;
    }
    let current = true;
    quietApi()
      .then((calls) => calls.profile())
      .then(
        () => current && setFreshness("fresh"),
        () => current && setFreshness("stale"),
      );
    return () => {
      current = false;
    };
  }, []);
  return freshness;
}
