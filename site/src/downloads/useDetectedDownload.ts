import { useQuery } from "../app/hooks/useQuery";
import type { DetectedDownload } from "./detect-platform";

/**
 * The visitor's primary download, read after hydration: null while
 * prerendering and until the browser has answered, so the prerendered page
 * is the neutral state (every platform alike) in every language.
 */
export function useDetectedDownload(): DetectedDownload | null {
  // The site's user-agent reader lives in the chunk start-up already loads.
  const detected = useQuery(
    () => import("./detect-platform").then(({ detectThisBrowser }) => detectThisBrowser()),
    [],
  );
  return detected.status === "ready" ? detected.data : null;
}
