import { windowScroller } from "@mvpn/design-system";
import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollToHashAfterRouteDelay } from "./hash-scroll";

/**
 * SPEC.md §2/§9: after a link or redirect to a hash, the anchor is brought
 * into view once the route delay has passed. Back and forward ("POP") keep
 * the position React Router's scroll restoration put back.
 */
export function useHashScroll(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  // `key` too: a new location key is a new navigation, even to the same hash.
  useEffect(() => {
    if (navigationType === "POP" || hash === "") return;
    return scrollToHashAfterRouteDelay({
      hash,
      scroller: windowScroller(),
      findById: (id) => document.getElementById(id),
    });
  }, [key, hash, navigationType]);
}
