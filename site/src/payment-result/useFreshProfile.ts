import { quietApi } from "../api/quiet";
import { useQuery } from "../app/hooks/useQuery";
import { isLoggedIn } from "../state/session";

export type ProfileFreshness = "loading" | "fresh" | "stale";

/**
 * Fetches the profile once and applies it to the session (SPEC.md §3), so
 * the VIP time and `password_set` are those after the payment, not those of
 * the page load before it. "stale" when the fetch failed: the stored user
 * info is all there is.
 */
export function useFreshProfile(): ProfileFreshness {
  // Read in the effect, not in render: the prerendered page knows no session.
  const profile = useQuery(async () => {
    if (!isLoggedIn()) return "stale";
    await quietApi().then((calls) => calls.profile());
    return "fresh";
  }, []);
  if (profile.status === "ready") return profile.data;
  return profile.status === "failed" ? "stale" : "loading";
}
