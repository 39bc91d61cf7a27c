import { useEffect, useState } from "react";
import type { DetectedDownload } from "./detect-platform";

/**
 * The visitor's primary download, read after hydration: null while
 * prerendering and until the browser has answered, so the prerendered page
 * is the neutral state (every platform alike) in every language.
 */
export function useDetectedDownload(): DetectedDownload | null {
  const [detected, setDetected] = useState<DetectedDownload | null>(null);
  useEffect(() => {
    let current = true;
    // The site's user-agent reader lives in the chunk start-up already loads.
    void import("./detect-platform")
      .then(({ detectThisBrowser }) => detectThisBrowser())
      .then((result) => {
        if (current) setDetected(result);
      });
    return () => {
      current = false;
    };
  }, []);
  return detected;
}
